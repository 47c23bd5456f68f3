import { local, type JsonStorage } from '../../lib/storage';

/*
 * The grants this browser earned by entering protected articles' passwords (🔒 加密文章): each opens
 * its article until it expires (the server says when; ARTICLE_UNLOCK_HOURS). Kept in local storage
 * beside the login, sent like it as a header (`X-Article-Grant`); the server checks them.
 */

const KEY = 'articleGrants';

interface StoredGrant {
  grant: string;
  /** ISO instant. */
  expiresAt: string;
}
type StoredGrants = Record<string, StoredGrant>;

const isGrants = (value: unknown): value is StoredGrants =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as StoredGrant).grant === 'string' &&
      typeof (entry as StoredGrant).expiresAt === 'string',
  );

/** Only the unexpired ones: an expired grant is forgotten whenever the list is read. */
function unexpired(storage: JsonStorage, now: number): StoredGrants {
  const all = storage.get<StoredGrants>(KEY, {}, isGrants);
  return Object.fromEntries(Object.entries(all).filter(([, entry]) => Date.parse(entry.expiresAt) > now));
}

export function createArticleGrants(storage: JsonStorage, now: () => number = Date.now) {
  return {
    /** The grant for article `id`, if this browser holds one that has not expired. */
    get(id: number): string | undefined {
      return unexpired(storage, now())[String(id)]?.grant;
    },
    keep(id: number, grant: string, expiresAt: string): void {
      storage.set(KEY, { ...unexpired(storage, now()), [String(id)]: { grant, expiresAt } });
    },
    /** A grant the server refused (the password was changed): asked for again. */
    forget(id: number): void {
      const { [String(id)]: _gone, ...rest } = unexpired(storage, now());
      storage.set(KEY, rest);
    },
  };
}

export const articleGrants = createArticleGrants(local);
