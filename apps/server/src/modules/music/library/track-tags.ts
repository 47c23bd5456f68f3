import type { IAudioMetadata } from 'music-metadata';
import { guessFromFileName } from './library-files';
import { formatLrc, lyricText, parseLrc, type LyricLine } from './lrc';

/** What the library keeps of one audio file's own data (tags and stream), read with music-metadata. */
export interface TrackTags {
  title: string;
  artists: string[];
  album: string;
  albumArtist: string | null;
  aliases: string[];
  year: number | null;
  trackNo: number | null;
  discNo: number | null;
  durationMs: number;
  /** Bits per second. */
  bitrate: number;
  sampleRate: number | null;
  lossless: boolean;
  picture: Uint8Array | null;
  /** Embedded lyrics as LRC or plain text; translation lines (`[tr]`) apart. */
  lyric: string;
  translation: string;
}

export class UnreadableAudioError extends Error {}

/** Separators people put between several artists in one tag (a bare "/" only in ID3, where music-metadata splits it). */
const ARTIST_SEPARATORS = /\s*(?:、|;|；|\s\/\s|\s&\s|\sfeat\.?\s|\sft\.?\s|\s×\s)\s*/i;

export function splitArtists(values: readonly string[]): string[] {
  const names = values.flatMap((value) => value.split(ARTIST_SEPARATORS)).map((name) => name.trim());
  return [...new Set(names.filter(Boolean))];
}

const clean = (value: string | undefined | null) => value?.replaceAll('\u0000', '').trim() || '';

/** Embedded lyrics: synchronised (SYLT) lines, or unsynchronised text that may itself be LRC. */
function embeddedLyrics(metadata: IAudioMetadata): { lyric: string; translation: string } {
  const tags = metadata.common.lyrics ?? [];
  const synced = tags.find((tag) => tag.syncText?.length);
  if (synced) {
    const lines: LyricLine[] = synced.syncText
      .filter((line) => typeof line.timestamp === 'number')
      .map((line) => ({ time: line.timestamp!, text: line.text.trim() }))
      .sort((a, b) => a.time - b.time);
    if (lines.length) {
      return {
        lyric: formatLrc(lines),
        translation: '',
      };
    }
  }
  const text = tags.map((tag) => tag.text ?? '').find((value) => value.trim());
  if (!text) return { lyric: '', translation: '' };
  const parsed = parseLrc(text);
  return {
    lyric: lyricText(parsed),
    translation: formatLrc(parsed.translations),
  };
}

/**
 * music-metadata, loaded on the first file that needs reading: a rescan that finds nothing new
 * (every start of a settled library) never pays for it in memory.
 */
const musicMetadata = () => import('music-metadata');

/**
 * Reads tags, duration and bitrate. A file that is not audio, or whose length cannot be known,
 * throws UnreadableAudioError (the scanner reports it and goes on).
 */
export async function readTrackTags(file: string, fileName: string, size: number): Promise<TrackTags> {
  const { parseFile, selectCover } = await musicMetadata();
  let metadata: IAudioMetadata;
  try {
    metadata = await parseFile(file, { duration: false });
    if (!metadata.format.duration) {
      // No header told the length (e.g. a VBR MP3 without a Xing frame): count the frames.
      metadata = await parseFile(file, { duration: true });
    }
  } catch (error) {
    throw new UnreadableAudioError(error instanceof Error ? error.message : String(error));
  }
  const { format, common } = metadata;
  const seconds = format.duration ?? 0;
  if (!Number.isFinite(seconds) || seconds <= 0 || !format.container) {
    throw new UnreadableAudioError('无法识别的音频（没有可播放的音频数据）');
  }
  if (format.hasAudio === false) throw new UnreadableAudioError('文件中没有音频');

  const guessed = guessFromFileName(fileName);
  const tagArtists = common.artists?.length ? common.artists : common.artist ? [common.artist] : [];
  let artists = splitArtists(tagArtists.map(clean));
  if (artists.length === 0 && guessed.artist) artists = [guessed.artist];
  const title = clean(common.title) || guessed.title;
  const aliases = [
    ...new Set((common.subtitle ?? []).map(clean).filter((alias) => alias && alias !== title)),
  ];
  const lyrics = embeddedLyrics(metadata);
  const cover = selectCover(common.picture);

  return {
    title,
    artists,
    album: clean(common.album),
    albumArtist: clean(common.albumartist) || null,
    aliases,
    year: common.year && common.year > 0 && common.year < 10000 ? common.year : null,
    trackNo: common.track.no && common.track.no > 0 ? common.track.no : null,
    discNo: common.disk.no && common.disk.no > 0 ? common.disk.no : null,
    durationMs: Math.round(seconds * 1000),
    bitrate: Math.round(format.bitrate ?? (size * 8) / seconds),
    sampleRate: format.sampleRate ?? null,
    lossless: format.lossless ?? false,
    picture: cover?.data ?? null,
    lyric: lyrics.lyric,
    translation: lyrics.translation,
  };
}

/** The embedded picture alone (to redraw a cover whose cached copy was deleted). */
export async function readEmbeddedPicture(file: string): Promise<Uint8Array | null> {
  const { parseFile, selectCover } = await musicMetadata();
  const { common } = await parseFile(file, { duration: false });
  return selectCover(common.picture)?.data ?? null;
}
