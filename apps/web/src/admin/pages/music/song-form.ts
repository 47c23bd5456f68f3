import { adminSongBody, type AdminSongBody } from '@blog/contract';
import { fieldProblem } from '../../components/contract-rule';
import type { SongDetail } from './library-rows';

/** The song editor's fields, as typed. */
export interface SongFormValues {
  title?: string;
  artists?: string[];
  lyric?: string;
  tlyric?: string;
}

export const songToForm = (song: SongDetail): SongFormValues => ({
  title: song.title,
  artists: song.artists,
  lyric: song.lyric,
  tlyric: song.tlyric,
});

const cleanArtists = (artists: readonly string[] = []) =>
  artists.map((artist) => artist.trim()).filter(Boolean);

/**
 * What is wrong with the artists, in the contract's words. A song the library knows no artist for
 * may stay without one (the field is then not sent); one that had artists keeps at least one.
 */
export function artistsProblem(artists: readonly string[] | undefined, hadArtists: boolean): string | null {
  const clean = cleanArtists(artists);
  if (!clean.length && !hadArtists) return null;
  return fieldProblem(adminSongBody.shape.artists, clean, 'artists', '歌手');
}

/** The request body: trimmed title and artists (empty ones dropped, none not sent); lyrics as typed, '' removes them. */
export function toSongBody(values: SongFormValues): AdminSongBody {
  const artists = cleanArtists(values.artists);
  return {
    title: values.title?.trim() ?? '',
    ...(artists.length ? { artists } : {}),
    lyric: values.lyric ?? '',
    tlyric: values.tlyric ?? '',
  };
}
