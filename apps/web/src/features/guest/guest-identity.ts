import { local, type JsonStorage } from '../../lib/storage';

/** The 游客 name the server gave this browser, with the server's proof of it. */
export interface GuestIdentity {
  name: string;
  token: string;
}

// Named when only the chat room gave names: kept, so that a guest's name from there stays its own.
const KEY = 'chatGuest';
const NICKNAME_KEY = 'guestNickname';

const isGuestIdentity = (value: unknown): value is GuestIdentity =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GuestIdentity).name === 'string' &&
  typeof (value as GuestIdentity).token === 'string';

/** A guest keeps its name across visits, on the board, under comments and in the chat room. */
export const readGuestIdentity = (storage: JsonStorage = local): GuestIdentity | null =>
  storage.get<GuestIdentity | null>(KEY, null, isGuestIdentity);

export const saveGuestIdentity = (identity: GuestIdentity | null, storage: JsonStorage = local): void => {
  if (identity) storage.set(KEY, identity);
  else storage.remove(KEY);
};

const isText = (value: unknown): value is string => typeof value === 'string';

/** The nickname the guest chose under a comment, '' for its 游客 name. */
export const readGuestNickname = (storage: JsonStorage = local): string =>
  storage.get<string>(NICKNAME_KEY, '', isText);

export const saveGuestNickname = (nickname: string, storage: JsonStorage = local): void => {
  if (nickname) storage.set(NICKNAME_KEY, nickname);
  else storage.remove(NICKNAME_KEY);
};
