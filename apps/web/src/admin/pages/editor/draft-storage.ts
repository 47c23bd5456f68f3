import type { ArticleFormValues } from './article-form-values';

/**
 * The editor's local safety net: what the owner typed, kept in localStorage per article (`new` for
 * one not saved yet) until the server has it, so a reload or a crash loses nothing.
 */
export type DraftSlot = number | 'new';

/** One kept draft and when it was kept (ms since the epoch). */
export interface ArticleDraft {
  values: ArticleFormValues;
  savedAt: number;
}

const PREFIX = 'blog-admin-article-draft:';

/** The localStorage key of an article's draft. */
export const draftKey = (slot: DraftSlot) => `${PREFIX}${slot}`;

const isString = (value: unknown): value is string => typeof value === 'string';
const isOneOf = <T extends number>(options: readonly T[], value: unknown): value is T =>
  options.includes(value as T);

/** The form values in a stored draft, or null when the stored data is not (or no longer) a draft. */
export function readDraftValues(raw: unknown): ArticleFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const { title, content, description, cover, category, tags, type, originUrl, top, order, visibility } =
    value;
  const { protect = false, passwordHint = '', hasPassword = false } = value;
  if (![title, content, description, cover, category, originUrl].every(isString)) return null;
  if (!Array.isArray(tags) || !tags.every(isString)) return null;
  if (!isOneOf([1, 2, 3] as const, type) || !isOneOf([1, 2] as const, visibility)) return null;
  if (typeof top !== 'boolean' || typeof order !== 'number' || !Number.isFinite(order)) return null;
  if (typeof protect !== 'boolean' || typeof hasPassword !== 'boolean' || !isString(passwordHint))
    return null;
  return {
    title: title as string,
    content: content as string,
    description: description as string,
    cover: cover as string,
    category: category as string,
    tags,
    type,
    originUrl: originUrl as string,
    top,
    order,
    visibility,
    protect,
    // A password typed is never kept on the device: it is asked again.
    password: '',
    passwordHint,
    hasPassword,
  };
}

/** Keeps the draft; false when the browser refused (storage full or disabled). */
export function saveDraft(
  slot: DraftSlot,
  values: ArticleFormValues,
  storage: Storage = localStorage,
  now = Date.now(),
): boolean {
  try {
    // Never the password typed: a draft sits in localStorage as plain text.
    const kept = { ...values, password: '' };
    storage.setItem(draftKey(slot), JSON.stringify({ values: kept, savedAt: now } satisfies ArticleDraft));
    return true;
  } catch {
    return false;
  }
}

/** The kept draft of an article, if there is a readable one. */
export function loadDraft(slot: DraftSlot, storage: Storage = localStorage): ArticleDraft | null {
  let parsed: unknown;
  try {
    const text = storage.getItem(draftKey(slot));
    if (text === null) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { values, savedAt } = parsed as { values?: unknown; savedAt?: unknown };
  const draft = readDraftValues(values);
  return draft && typeof savedAt === 'number' ? { values: draft, savedAt } : null;
}

/** Forgets the draft, once the server has the article (or the owner threw the draft away). */
export function clearDraft(slot: DraftSlot, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftKey(slot));
  } catch {
    // Storage disabled: there is nothing kept to forget.
  }
}
