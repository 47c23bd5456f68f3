import { createHash } from 'node:crypto';

/**
 * Stable integer ids. A song's id is a hash of its path relative to the music folder, so it stays the
 * same across rescans, database rebuilds and a move to PostgreSQL, and a player's saved playlist keeps
 * working. Ids fit a positive 32-bit integer (NetEase's own ids are that size); ids below
 * FIRST_HASHED_ID are left for the charts.
 */

export const FIRST_HASHED_ID = 1000;
export const MAX_ID = 2 ** 31 - 1;

function hash32(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The id `key` gets in `namespace` on its `attempt`-th try (0 first; later tries resolve collisions). */
export function hashedId(namespace: string, key: string, attempt = 0): number {
  const input = attempt === 0 ? `${namespace}:${key}` : `${namespace}:${key}#${attempt}`;
  return FIRST_HASHED_ID + (hash32(input) % (MAX_ID - FIRST_HASHED_ID + 1));
}

/**
 * The first id of `key`'s sequence that `ownerOf` does not give to another key. Collisions are rare
 * (a few in a million-song library) and settled the same way every time.
 */
export function allocateId(
  namespace: string,
  key: string,
  ownerOf: (id: number) => string | undefined,
): number {
  for (let attempt = 0; ; attempt++) {
    const id = hashedId(namespace, key, attempt);
    const owner = ownerOf(id);
    if (owner === undefined || owner === key) return id;
  }
}

/** Artists and albums have no table: their ids are hashes of their names, for display and links. */
export const artistId = (name: string) => hashedId('artist', name.trim().toLowerCase());
export const albumId = (album: string, artist: string) =>
  hashedId('album', `${album.trim().toLowerCase()}\u0000${artist.trim().toLowerCase()}`);
