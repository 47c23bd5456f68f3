import type { TalkItem } from '@blog/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TalkCard } from './talk-card';

const TALK: TalkItem = {
  id: 7,
  user_id: 1,
  content: '第一行\n<img src=x onerror="window.hacked=1">第二行',
  status: 1,
  is_top: 1,
  like_times: 3,
  talkImgList: ['/media/a.webp', '/media/b.webp'],
  nick_name: '林间',
  avatar: null,
  is_like: true,
  comment_total: 2,
  createdAt: '2026-01-01 08:00:00',
  updatedAt: '2026-01-01 08:00:00',
};

function renderCard(
  talk: TalkItem,
  renderComments?: (talk: TalkItem) => React.ReactNode,
  commentsLinked = false,
) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <TalkCard talk={talk} renderComments={renderComments} commentsLinked={commentsLinked} />
    </QueryClientProvider>,
  );
}

describe('TalkCard', () => {
  it('shows the text as plain text, with its line breaks, never as HTML', () => {
    renderCard(TALK);
    const text = screen.getByTestId('talk-text');
    expect(text.textContent).toBe(TALK.content);
    expect(text.querySelector('img')).toBeNull();
  });

  it('marks a pinned talk and draws its pictures, the author initial and the like state', () => {
    renderCard(TALK);
    expect(screen.getByTestId('talk-pinned')).toHaveTextContent('置顶');
    expect(screen.getAllByRole('button', { name: /查看说说配图/ })).toHaveLength(2);
    expect(screen.getByTestId('letter-avatar')).toHaveTextContent('林');
    const like = screen.getByTestId('talk-like');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAttribute('data-count', '3');
  });

  it('has no badge for an ordinary talk and no grid without pictures', () => {
    renderCard({ ...TALK, is_top: 2, talkImgList: [] });
    expect(screen.queryByTestId('talk-pinned')).not.toBeInTheDocument();
    expect(screen.queryByTestId('image-grid')).not.toBeInTheDocument();
  });

  it('renders the comments only once they are opened, and folds them again', () => {
    renderCard(TALK, (talk) => <p>评论区 {talk.id}</p>);
    expect(screen.queryByText('评论区 7')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: '评论 2' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('评论区 7')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.queryByText('评论区 7')).not.toBeInTheDocument();
  });

  it('opens the comments by itself when the address links to one of them', () => {
    renderCard(TALK, (talk) => <p>评论区 {talk.id}</p>, true);
    expect(screen.getByRole('button', { name: '评论 2' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('评论区 7')).toBeInTheDocument();
  });
});
