import type { CommentItem } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { canDelete, commentProblem, mergeReplies } from './comment-thread';

const reply = (id: number, content = `reply ${id}`): CommentItem => ({
  id,
  parent_id: 1,
  type: 1,
  for_id: 9,
  from_id: 2,
  from_name: 'u',
  from_avatar: null,
  guest: false,
  to_id: 3,
  to_name: 'v',
  content,
  thumbs_up: 0,
  is_like: false,
  ipAddress: '未知',
  child_count: 0,
  status: 1,
  createdAt: '2026-01-01 10:00:00',
  updatedAt: '2026-01-01 10:00:00',
});

describe('mergeReplies', () => {
  it('shows each reply once, oldest first', () => {
    const merged = mergeReplies(
      [reply(2), reply(3)],
      [
        [reply(2), reply(3), reply(4)],
        [reply(6), reply(5)],
      ],
    );
    expect(merged.map((item) => item.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it('prefers the newer copy of a reply (e.g. after a like)', () => {
    const merged = mergeReplies([reply(2, 'old')], [[reply(2, 'new')]]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.content).toBe('new');
  });

  it('works with nothing loaded yet', () => {
    expect(mergeReplies([], [])).toEqual([]);
  });
});

describe('canDelete', () => {
  it('lets the author and the admin delete, nobody else', () => {
    expect(canDelete({ from_id: 5 }, { id: 5, role: 2 })).toBe(true);
    expect(canDelete({ from_id: 5 }, { id: 1, role: 1 })).toBe(true);
    expect(canDelete({ from_id: 5 }, { id: 6, role: 2 })).toBe(false);
    expect(canDelete({ from_id: 5 }, { id: 6 })).toBe(false);
    expect(canDelete({ from_id: 5 }, null)).toBe(false);
  });
});

describe('commentProblem', () => {
  it('refuses empty and blank comments', () => {
    expect(commentProblem('')).toBe('评论内容不能为空');
    expect(commentProblem(' \n\t ')).toBe('评论内容不能为空');
  });

  it('refuses comments over 1000 characters, counting after trimming', () => {
    expect(commentProblem('字'.repeat(1001))).toBe('评论内容不能超过 1000 个字');
    expect(commentProblem(`  ${'字'.repeat(1000)}  `)).toBeNull();
  });

  it('accepts ordinary text, markup included (it is shown as text)', () => {
    expect(commentProblem('写得真好！<b>赞</b>')).toBeNull();
  });
});
