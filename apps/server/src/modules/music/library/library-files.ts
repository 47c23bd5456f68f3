import path from 'node:path';

/** What counts as music, lyrics and cover art in the library folder. Pure: no I/O. */

export interface AudioType {
  /** Short type name, as NetEase's `type` field gives it. */
  type: string;
  mime: string;
  lossless: boolean;
}

const AUDIO_TYPES: Record<string, AudioType> = {
  '.mp3': { type: 'mp3', mime: 'audio/mpeg', lossless: false },
  '.flac': { type: 'flac', mime: 'audio/flac', lossless: true },
  '.m4a': { type: 'm4a', mime: 'audio/mp4', lossless: false },
  '.aac': { type: 'aac', mime: 'audio/aac', lossless: false },
  '.ogg': { type: 'ogg', mime: 'audio/ogg', lossless: false },
  '.oga': { type: 'ogg', mime: 'audio/ogg', lossless: false },
  '.opus': { type: 'opus', mime: 'audio/ogg', lossless: false },
  '.wav': { type: 'wav', mime: 'audio/wav', lossless: true },
  '.webm': { type: 'webm', mime: 'audio/webm', lossless: false },
};

export function audioTypeOf(fileName: string): AudioType | undefined {
  if (fileName.startsWith('.')) return undefined;
  return AUDIO_TYPES[path.extname(fileName).toLowerCase()];
}

const COVER_NAMES = ['cover', 'folder', 'front', 'album'];
const COVER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.bmp', '.avif'];

/**
 * The folder's cover among its file names: `cover.*` before `folder.*` before `front.*`/`album.*`,
 * JPEG/PNG/WebP before the rarer formats; case does not matter.
 */
export function pickFolderCover(fileNames: readonly string[]): string | undefined {
  let best: { name: string; rank: number } | undefined;
  for (const name of fileNames) {
    const ext = path.extname(name).toLowerCase();
    const base = name.slice(0, name.length - ext.length).toLowerCase();
    const nameRank = COVER_NAMES.indexOf(base);
    const extRank = COVER_EXTENSIONS.indexOf(ext);
    if (nameRank < 0 || extRank < 0) continue;
    const rank = nameRank * COVER_EXTENSIONS.length + extRank;
    if (!best || rank < best.rank) best = { name, rank };
  }
  return best?.name;
}

export interface Sidecars {
  lyric?: string;
  translation?: string;
}

/** `song.lrc` and `song.trans.lrc` beside `song.mp3` (names compared without regard to case). */
export function findSidecars(audioName: string, fileNames: readonly string[]): Sidecars {
  const base = audioName.slice(0, audioName.length - path.extname(audioName).length).toLowerCase();
  const result: Sidecars = {};
  for (const name of fileNames) {
    const lower = name.toLowerCase();
    if (lower === `${base}.lrc`) result.lyric = name;
    else if (lower === `${base}.trans.lrc`) result.translation = name;
  }
  return result;
}

/** Files the watcher should react to: music, lyrics and cover images (and folders, which have no extension). */
export function isLibraryRelevant(fileName: string): boolean {
  const name = path.basename(fileName);
  if (name.startsWith('.')) return false;
  const ext = path.extname(name).toLowerCase();
  if (!ext) return true;
  return ext === '.lrc' || ext in AUDIO_TYPES || COVER_EXTENSIONS.includes(ext);
}

/** A relative path with `/` separators, whatever the platform. */
export const toLibraryPath = (relative: string) => relative.split(path.sep).join('/');

/** The top-level folder a library path belongs to ('' for files at the top). */
export function topFolderOf(libraryPath: string): string {
  const slash = libraryPath.indexOf('/');
  return slash < 0 ? '' : libraryPath.slice(0, slash);
}

export function dirOf(libraryPath: string): string {
  const slash = libraryPath.lastIndexOf('/');
  return slash < 0 ? '' : libraryPath.slice(0, slash);
}

/**
 * Title and artist from an untagged file's name: "01. 晴天.mp3", "周杰伦 - 晴天.flac".
 */
export function guessFromFileName(fileName: string): { title: string; artist?: string } {
  let base = path.basename(fileName, path.extname(fileName)).trim();
  base = base.replace(/^\d{1,3}\s*[-._)\]]\s*/, '').trim() || base;
  const dash = base.split(/\s+-\s+/);
  if (dash.length >= 2) {
    const artist = dash[0]!.trim();
    const title = dash.slice(1).join(' - ').trim();
    if (artist && title) return { title, artist };
  }
  return { title: base };
}
