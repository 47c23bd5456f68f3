import type { PlaylistDetailResponse, SongUrlResponse, ToplistResponse } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage } from './harness';

const getJson = async <T>(path: string): Promise<T> => (await (await fetch(baseUrl + path)).json()) as T;

/** The demo library is written and scanned in the background after start: wait for it. */
async function demoSongs() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const toplist = await getJson<ToplistResponse>('/wapi/toplist/detail');
    const all = toplist.list[3];
    if (all && all.trackCount >= 5) {
      return (await getJson<PlaylistDetailResponse>(`/wapi/playlist/detail?id=${all.id}`)).songs;
    }
    if (Date.now() > deadline) throw new Error('the demo library did not appear within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// The first test may wait for the demo library to be written and scanned (seconds; more on a busy machine).
describe('music in a real browser', { timeout: 120_000 }, () => {
  it('plays a demo song from /media/music/:id and seeks to the middle', async () => {
    const songs = await demoSongs();
    const song = songs.find((s) => s.name === '送别') ?? songs[0]!;
    const { data } = await getJson<SongUrlResponse>(`/wapi/song/url/v1?id=${song.id}&level=exhigh`);
    const src = data[0]!.url!;
    expect(src).toBe(`/media/music/${song.id}`);

    const page = await newPage();
    const audioResponses: { status: number; range: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(src)) {
        audioResponses.push({ status: response.status(), range: response.request().headers().range });
      }
    });
    // Any page of the site: the audio is same-origin, as the player's is.
    await page.goto('/api/config');

    const result = await page.evaluate(async (url) => {
      const audio = document.createElement('audio');
      audio.src = url;
      audio.preload = 'auto';
      document.body.append(audio);
      const waitFor = (test: () => boolean, what: string) =>
        new Promise<void>((resolve, reject) => {
          const deadline = Date.now() + 15_000;
          const check = () => {
            if (test()) resolve();
            else if (audio.error) reject(new Error(`media error ${audio.error.code}`));
            else if (Date.now() > deadline) reject(new Error(`timed out: ${what}`));
            else setTimeout(check, 50);
          };
          check();
        });
      await audio.play();
      await waitFor(() => audio.currentTime > 0.2, 'playback to start');
      const duration = audio.duration;
      const middle = duration / 2;
      const seeked = new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
      audio.currentTime = middle;
      await seeked;
      const afterSeek = audio.currentTime;
      await waitFor(() => audio.currentTime > afterSeek + 0.5, 'playback to go on after the seek');
      const later = audio.currentTime;
      const playing = !audio.paused;
      audio.pause();
      return { duration, middle, afterSeek, later, playing };
    }, src);

    expect(result.duration).toBeGreaterThan(20);
    expect(result.duration).toBeLessThan(41);
    expect(Math.abs(result.afterSeek - result.middle)).toBeLessThan(0.5);
    expect(result.later).toBeGreaterThan(result.afterSeek);
    expect(result.later).toBeLessThan(result.middle + 10);
    expect(result.playing).toBe(true);
    // Chromium streams audio with byte ranges, and the server answers them.
    expect(audioResponses.some((r) => r.status === 206 && r.range)).toBe(true);
    await page.context().close();
  });

  it('shows the lyric and cover of the song it plays', async () => {
    const songs = await demoSongs();
    const song = songs.find((s) => s.name === '欢乐颂') ?? songs[0]!;
    const lyric = await getJson<{ lrc?: { lyric: string }; tlyric?: { lyric: string } }>(
      `/wapi/lyric?id=${song.id}`,
    );
    expect(lyric.lrc?.lyric).toMatch(/^\[00:00\.00\]/);
    const page = await newPage();
    await page.goto('/api/config');
    const size = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = `${url}?param=300y300`;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, song.al.picUrl);
    expect(size).toEqual([300, 300]);
    await page.context().close();
  });
});
