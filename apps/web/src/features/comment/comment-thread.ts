import type { CommentItem } from '@blog/contract';
import { hasVisibleText } from '@blog/contract/validation';

/**
 * The replies to show under a comment: the first few that came with it, then the pages loaded
 * since, each once (a page may repeat one of the first few, or shift after a new reply), oldest first.
 */
export function mergeReplies(first: readonly CommentItem[], pages: readonly (readonly CommentItem[])[]) {
  const byId = new Map<number, CommentItem>();
  for (const reply of [...first, ...pages.flat()]) byId.set(reply.id, reply);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface Viewer {
  id: number;
  role?: number;
}

/** The author and the admin (role 1) may delete a comment; the server checks again. */
export function canDelete(comment: Pick<CommentItem, 'from_id'>, viewer: Viewer | null): boolean {
  return viewer !== null && (viewer.id === comment.from_id || viewer.role === 1);
}

export const COMMENT_MAX_CHARS = 1000;

/** What is wrong with a comment before it is sent, or null: the server's own words (contract). */
export function commentProblem(content: string): string | null {
  const text = content.trim();
  if (!hasVisibleText(text)) return '评论内容不能为空';
  if (text.length > COMMENT_MAX_CHARS) return `评论内容不能超过 ${COMMENT_MAX_CHARS} 个字`;
  return null;
}

/** As the server's `GUEST_NICKNAME_MAX_LENGTH` (contract `guest.ts`, which carries zod). */
export const GUEST_NICKNAME_MAX_CHARS = 20;

/** What is wrong with a guest's nickname, in the server's words; empty is fine (its 游客 name then). */
export function nicknameProblem(nickname: string): string | null {
  const name = nickname.trim();
  if (name !== '' && !hasVisibleText(name)) return '昵称不能为空';
  if (Array.from(name).length > GUEST_NICKNAME_MAX_CHARS)
    return `昵称不能超过 ${GUEST_NICKNAME_MAX_CHARS} 个字`;
  return null;
}
