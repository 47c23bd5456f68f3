import { local, type JsonStorage } from '../../lib/storage';

/** The 游客 name the room gave this browser, with the server's proof of it. */
export interface GuestIdentity {
  name: string;
  token: string;
}

const KEY = 'chatGuest';

const isGuestIdentity = (value: unknown): value is GuestIdentity =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GuestIdentity).name === 'string' &&
  typeof (value as GuestIdentity).token === 'string';

/** A guest keeps its name across visits (and may recall its lines after a reload). */
export const readGuestIdentity = (storage: JsonStorage = local): GuestIdentity | null =>
  storage.get<GuestIdentity | null>(KEY, null, isGuestIdentity);

export const saveGuestIdentity = (identity: GuestIdentity | null, storage: JsonStorage = local): void => {
  if (identity) storage.set(KEY, identity);
  else storage.remove(KEY);
};
