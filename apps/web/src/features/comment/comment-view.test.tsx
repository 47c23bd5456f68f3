import type { CommentItem } from '@blog/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentView } from './comment-view';

const comment: CommentItem = {
  id: 5,
  parent_id: 1,
  type: 1,
  for_id: 9,
  from_id: 2,
  from_name: '小雨',
  from_avatar: null,
  guest: false,
  to_id: 3,
  to_name: '阿杰',
  content: '<img src=x onerror="window.__xss=1">\n第二行',
  thumbs_up: 3,
  is_like: false,
  ipAddress: '广东',
  child_count: 0,
  status: 1,
  createdAt: '2026-01-01 10:00:00',
  updatedAt: '2026-01-01 10:00:00',
};

const noop = () => Promise.resolve();

describe('CommentView', () => {
  it('shows the text as text, never as markup', () => {
    const { container } = render(
      <CommentView comment={comment} canDelete={false} onLike={noop} onReply={noop} onDelete={noop} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('comment-content').textContent).toBe(comment.content);
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('names whom a reply answers, where it was written from, and its likes', () => {
    render(
      <CommentView
        comment={comment}
        isReply
        canDelete={false}
        onLike={noop}
        onReply={noop}
        onDelete={noop}
      />,
    );
    expect(screen.getByText('@阿杰')).toBeTruthy();
    expect(screen.getByText('广东')).toBeTruthy();
    expect(screen.getByTestId('comment-likes').textContent).toBe('3');
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('marks a held comment 待审核 and offers only its deletion', () => {
    render(
      <CommentView
        comment={{ ...comment, status: 2 }}
        canDelete
        onLike={noop}
        onReply={noop}
        onDelete={noop}
      />,
    );
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '点赞' })).toBeNull();
    expect(screen.queryByRole('button', { name: /回复/ })).toBeNull();
    expect(screen.getByRole('button', { name: /删除/ })).toBeInTheDocument();
  });

  it('passes the comment to like and reply', async () => {
    const onLike = vi.fn();
    const onReply = vi.fn();
    render(<CommentView comment={comment} canDelete onLike={onLike} onReply={onReply} onDelete={noop} />);
    await userEvent.click(screen.getByRole('button', { name: '点赞' }));
    await userEvent.click(screen.getByRole('button', { name: /回复/ }));
    expect(onLike).toHaveBeenCalledWith(comment);
    expect(onReply).toHaveBeenCalledWith(comment);
    expect(screen.getByRole('button', { name: /删除/ })).toBeInTheDocument();
  });
});
