import { local, type JsonStorage } from '../../lib/storage';

/** Where the address last left on a comment or message form is kept, so the next form starts with it. */
export const MAIL_ADDRESS_KEY = 'mailAddress';

const isText = (value: unknown): value is string => typeof value === 'string';

export const readRememberedAddress = (storage: JsonStorage = local): string =>
  storage.get(MAIL_ADDRESS_KEY, '', isText);

/** Keeps the address sent with a form; an empty one forgets it. */
export function rememberAddress(address: string | undefined, storage: JsonStorage = local): void {
  if (address) storage.set(MAIL_ADDRESS_KEY, address);
  else storage.remove(MAIL_ADDRESS_KEY);
}
