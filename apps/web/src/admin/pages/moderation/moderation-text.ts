import type { EndpointInput } from '@blog/contract/api';
import { htmlToText } from '../../../features/message/html-text';

/** A board message (stored as sanitised HTML) as one line of plain text; a picture-only one says so. */
export function messageText(html: string): string {
  const text = htmlToText(html);
  if (text) return text;
  return /<img\s/i.test(html) ? '[图片]' : '';
}

/** What a comment is on, and where a visitor reads it. */
export interface CommentTarget {
  label: string;
  href: string;
}

/** The comment types the API filters by (1 article, 2 talk, 3 message). */
export type CommentType = NonNullable<EndpointInput<'admin.comments.list'>['querystring']['type']>;

const TARGETS: { type: CommentType; label: string; path: string }[] = [
  { type: 1, label: '文章', path: '/article' },
  { type: 2, label: '说说', path: '/talk' },
  { type: 3, label: '留言', path: '/message/detail' },
];

export const COMMENT_TYPE_OPTIONS = TARGETS.map(({ type, label }) => ({ value: type, label }));

/** The visitor page of a comment's article / talk / message; null for an unknown type. */
export function commentTarget(type: number, forId: number): CommentTarget | null {
  const target = TARGETS.find((candidate) => candidate.type === type);
  return target ? { label: target.label, href: `${target.path}?id=${forId}` } : null;
}
