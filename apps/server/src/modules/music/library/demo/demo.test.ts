import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_MARKER, demoLibraryCache, generateDemoLibrary } from './generate';
import { buildId3, stripId3, tagMp3 } from './id3';
import { encodeMp3, encodeMp3All } from './mp3';
import { parseChords, parseNotes, ScoreError } from './score';
import { DEMO_ALBUMS } from './songs';
import { renderSong, SAMPLE_RATE } from './synth';

const songs = DEMO_ALBUMS.flatMap((album) => album.songs);

describe('score notation', () => {
  it('reads degrees, octaves, accidentals, durations, dots, ties and rests', () => {
    const { notes, beats } = parseNotes("5q 3e 5e | 1'h - 6,q. #4s 0e b7w");
    expect(notes.map((n) => [n.pitch, n.start, n.beats])).toEqual([
      [7, 0, 1],
      [4, 1, 0.5],
      [7, 1.5, 0.5],
      [12, 2, 3],
      [-3, 5, 1.5],
      [6, 6.5, 0.25],
      [null, 6.75, 0.5],
      [10, 7.25, 4],
    ]);
    expect(beats).toBe(11.25);
  });

  it('reads chords with their lengths', () => {
    const { chords, beats } = parseChords('I:2 V7:1 vi:1');
    expect(chords.map((c) => [c.tones, c.start, c.beats])).toEqual([
      [[0, 4, 7], 0, 2],
      [[7, 11, 14, 17], 2, 1],
      [[9, 12, 16], 3, 1],
    ]);
    expect(beats).toBe(4);
  });

  it('rejects what it cannot read', () => {
    expect(() => parseNotes('8q')).toThrow(ScoreError);
    expect(() => parseNotes('- 1q')).toThrow(ScoreError);
    expect(() => parseChords('VII:2')).toThrow(ScoreError);
    expect(() => parseChords('I:0')).toThrow(ScoreError);
  });
});

describe('the demo songs', { timeout: 30_000 }, () => {
  it('are at least five, in at least two folders, each line with as many chord beats as note beats', () => {
    expect(songs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_ALBUMS.map((album) => album.folder)).size).toBeGreaterThanOrEqual(2);
    for (const song of songs) {
      for (const line of song.lines) {
        expect(parseChords(line.chords).beats, `${song.title}: ${line.text}`).toBe(
          parseNotes(line.notes).beats,
        );
      }
    }
    expect(songs.some((song) => song.lines.every((line) => line.translation))).toBe(true);
  });

  it.each(songs.map((song) => [song.title, song] as const))(
    '%s lasts 20–40 s, its lines in time order',
    (_title, song) => {
      const rendered = renderSong(song);
      expect(rendered.durationMs).toBeGreaterThanOrEqual(20_000);
      expect(rendered.durationMs).toBeLessThanOrEqual(40_000);
      expect(rendered.lineTimes).toHaveLength(song.lines.length);
      expect(rendered.lineTimes[0]).toBe(rendered.introMs);
      for (let i = 1; i < rendered.lineTimes.length; i++) {
        expect(rendered.lineTimes[i]).toBeGreaterThan(rendered.lineTimes[i - 1]!);
      }
      // Each line starts where the previous line's notes end.
      const secondsPerBeat = 60 / song.tempo;
      const second = rendered.introMs + parseNotes(song.lines[0]!.notes).beats * secondsPerBeat * 1000;
      expect(Math.abs(rendered.lineTimes[1]! - second)).toBeLessThanOrEqual(1);
    },
  );

  it('sound: loud enough, never clipped, silent at the very end, the same every time', () => {
    const song = songs[0]!;
    const first = renderSong(song);
    const second = renderSong(song);
    const hash = (samples: Int16Array) => createHash('sha256').update(samples).digest('hex');
    expect(hash(first.samples)).toBe(hash(second.samples));
    let peak = 0;
    let energy = 0;
    for (const sample of first.samples) {
      peak = Math.max(peak, Math.abs(sample));
      energy += sample * sample;
    }
    expect(peak).toBeGreaterThan(28_000);
    expect(peak).toBeLessThan(32_767);
    expect(Math.sqrt(energy / first.samples.length)).toBeGreaterThan(2000);
    expect(first.samples.at(-1)).toBe(0);
    expect(first.sampleRate).toBe(SAMPLE_RATE);
  });
});

describe('MP3 and ID3', { timeout: 30_000 }, () => {
  const tone = new Int16Array(SAMPLE_RATE).map((_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 330 * i) / SAMPLE_RATE)),
  );

  it('encodes a playable MP3, the same bytes every time, in workers or not', async () => {
    const mp3 = encodeMp3(tone, SAMPLE_RATE, 96);
    expect(mp3[0]).toBe(0xff);
    const [fromWorker] = await encodeMp3All([
      { samples: tone, sampleRate: SAMPLE_RATE, kbps: 96 },
      { samples: tone, sampleRate: SAMPLE_RATE },
    ]);
    expect(Buffer.from(fromWorker!).equals(Buffer.from(mp3))).toBe(true);
    const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' });
    expect(format).toMatchObject({ sampleRate: SAMPLE_RATE, numberOfChannels: 1, bitrate: 96_000 });
    // One second of sound, plus the encoder's padding.
    expect(format.duration).toBeGreaterThan(0.99);
    expect(format.duration).toBeLessThan(1.15);
  });

  it('writes tags that music-metadata reads back, Chinese included', async () => {
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
      .jpeg()
      .toBuffer();
    const file = tagMp3(encodeMp3(tone, SAMPLE_RATE, 96), {
      title: '茉莉花',
      artist: '拾光乐队',
      album: '拾光·中国民歌',
      albumArtist: '拾光乐队',
      year: 2024,
      track: '1/3',
      genre: '纯音乐',
      subtitle: '鲜花调',
      composer: '江苏民歌',
      lyricist: '佚名',
      lyrics: '[00:01.00]好一朵茉莉花',
      picture: { mime: 'image/jpeg', data: picture },
    });
    const { common } = await parseBuffer(file, { mimeType: 'audio/mpeg' });
    expect(common).toMatchObject({
      title: '茉莉花',
      artist: '拾光乐队',
      album: '拾光·中国民歌',
      albumartist: '拾光乐队',
      year: 2024,
      track: { no: 1, of: 3 },
      genre: ['纯音乐'],
      subtitle: ['鲜花调'],
      composer: ['江苏民歌'],
      lyricist: ['佚名'],
    });
    expect(common.lyrics?.[0]?.text).toBe('[00:01.00]好一朵茉莉花');
    expect(Buffer.from(common.picture![0]!.data).equals(picture)).toBe(true);
  });

  it('replaces an existing tag when re-tagging', () => {
    const audio = encodeMp3(tone, SAMPLE_RATE, 96);
    const once = tagMp3(audio, { title: 'a', artist: 'b', album: 'c' });
    const twice = tagMp3(once, { title: 'x', artist: 'y', album: 'z' });
    expect(Buffer.from(stripId3(twice)).equals(Buffer.from(audio))).toBe(true);
    expect(twice.length).toBe(buildId3({ title: 'x', artist: 'y', album: 'z' }).length + audio.length);
  });
});

describe('the demo library', { timeout: 60_000 }, () => {
  it('is made once for the same albums and code, then copied from the cache byte for byte', async () => {
    // One song of the first album: a library of its own, under a hash of its own.
    const albums = [{ ...DEMO_ALBUMS[0]!, songs: DEMO_ALBUMS[0]!.songs.slice(0, 1) }];
    const cache = demoLibraryCache(albums)!;
    rmSync(cache, { recursive: true, force: true });
    const made = mkdtempSync(path.join(os.tmpdir(), 'demo-made-'));
    const copied = mkdtempSync(path.join(os.tmpdir(), 'demo-copied-'));
    try {
      const first = await generateDemoLibrary(made, albums);
      expect(existsSync(cache)).toBe(true);
      // Written from the cache: a file changed there comes out changed.
      const lrc = path.join(albums[0]!.folder, `${albums[0]!.songs[0]!.file}.lrc`);
      writeFileSync(path.join(cache, lrc), '[00:00.00]缓存里的\n');
      expect(await generateDemoLibrary(copied, albums)).toEqual(first);
      expect(readFileSync(path.join(copied, lrc), 'utf8')).toBe('[00:00.00]缓存里的\n');
      const mp3 = lrc.replace(/\.lrc$/, '.mp3');
      expect(readFileSync(path.join(copied, mp3)).equals(readFileSync(path.join(made, mp3)))).toBe(true);
      expect(existsSync(path.join(copied, DEMO_MARKER))).toBe(true);
      // Other albums, or other code, are another library.
      expect(demoLibraryCache(DEMO_ALBUMS)).not.toBe(cache);
    } finally {
      for (const dir of [made, copied, cache]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
