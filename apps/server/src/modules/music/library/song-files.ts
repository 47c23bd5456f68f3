import { readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../../db/executor';
import { usedCoverKeys } from '../repository';
import { audioTypeOf, findSidecars, pickFolderCover } from './library-files';

/*
 * Deleting a song from the library folder: the audio file, the lyrics beside it (`song.lrc`,
 * `song.trans.lrc`), and the folder's cover once no other song is left in that folder to show it;
 * then the folder itself when nothing is left in it. The scan that follows drops the rows.
 */

const absoluteOf = (musicDir: string, libraryPath: string) => path.join(musicDir, ...libraryPath.split('/'));

/** Removes a song's files; returns the library paths of the files removed. */
export async function removeSongFiles(musicDir: string, libraryPath: string): Promise<string[]> {
  const file = absoluteOf(musicDir, libraryPath);
  const folder = path.dirname(file);
  const relativeFolder = path.posix.dirname(libraryPath);
  const inFolder = (name: string) => (relativeFolder === '.' ? name : `${relativeFolder}/${name}`);
  const names = await readdir(folder).catch(() => [] as string[]);
  const audio = path.basename(file);
  const sidecars = findSidecars(audio, names);
  const removed: string[] = [];
  for (const name of [audio, sidecars.lyric, sidecars.translation]) {
    if (!name) continue;
    await rm(path.join(folder, name), { force: true });
    removed.push(inFolder(name));
  }
  const left = names.filter((name) => !removed.includes(inFolder(name)));
  if (relativeFolder !== '.' && !left.some((name) => audioTypeOf(name))) {
    const cover = pickFolderCover(left);
    if (cover) {
      await rm(path.join(folder, cover), { force: true });
      removed.push(inFolder(cover));
    }
    // Only an empty folder goes (rmdir refuses any other).
    await rmdir(folder).catch(() => undefined);
  }
  return removed;
}

/** Removes the cached covers (every size) of `keys` that no song or playlist shows any more. */
export async function dropUnusedCovers(
  db: Executor,
  coversDir: string,
  keys: (string | null)[],
): Promise<void> {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (!wanted.length) return;
  const used = await usedCoverKeys(db, wanted);
  const unused = wanted.filter((key) => !used.has(key));
  if (!unused.length) return;
  const files = await readdir(coversDir).catch(() => [] as string[]);
  for (const name of files)
    if (unused.some((key) => name === `${key}.webp` || name.startsWith(`${key}-`)))
      await rm(path.join(coversDir, name), { force: true });
}
