import type { ArticleListItem } from '@blog/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from './article-card';

const article: ArticleListItem = {
  id: 8,
  article_title: 'LRU 缓存的四种写法',
  article_description: '哈希表加双向链表。',
  article_cover: '/media/cover.webp',
  author_id: 1,
  category_id: 4,
  categoryName: '后端',
  tagIdList: [2, 9],
  tagNameList: ['性能优化', '算法'],
  is_top: 2,
  order: 0,
  type: 2,
  origin_url: null,
  view_times: 12_345,
  thumbs_up_times: 7,
  reading_duration: 0,
  is_protected: false,
  createdAt: '2026-01-09 20:20:00',
  updatedAt: '2026-01-09 21:00:00',
};

const renderCard = (overrides: Partial<ArticleListItem> = {}) =>
  render(
    <MemoryRouter>
      <ArticleCard article={{ ...article, ...overrides }} />
    </MemoryRouter>,
  );

describe('ArticleCard', () => {
  it('links the title to the article and the category and tags to their lists', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'LRU 缓存的四种写法' })).toHaveAttribute('href', '/article?id=8');
    expect(screen.getByRole('link', { name: '后端' }).getAttribute('href')).toContain('type=category');
    expect(screen.getByRole('link', { name: '标签：算法' }).getAttribute('href')).toContain('id=9');
    expect(screen.getByText('哈希表加双向链表。')).toBeInTheDocument();
  });

  it('shows the publishing day, and 更新于 only for a later day', () => {
    renderCard();
    expect(screen.getByText(/发表于 2026-01-09/)).toBeInTheDocument();
    expect(screen.queryByText(/更新于/)).not.toBeInTheDocument();
    renderCard({ updatedAt: '2026-02-01 08:00:00' });
    expect(screen.getByText(/更新于 2026-02-01/)).toBeInTheDocument();
  });

  it('marks pinned articles and counts views and likes in the compact format', () => {
    renderCard();
    expect(screen.queryByText('置顶')).not.toBeInTheDocument();
    expect(screen.getByTitle('浏览 12345')).toHaveTextContent('1.2w');
    expect(screen.getByTitle('点赞 7')).toHaveTextContent('7');
    renderCard({ is_top: 1 });
    expect(screen.getByText('置顶')).toBeInTheDocument();
  });

  it('marks a protected article 🔒 加密文章', () => {
    renderCard();
    expect(screen.queryByText('🔒 加密文章')).not.toBeInTheDocument();
    renderCard({ is_protected: true });
    expect(screen.getByText('🔒 加密文章')).toBeInTheDocument();
  });

  it('gives a coverless article the whole card: no placeholder picture', () => {
    const { container } = renderCard();
    expect(container.querySelector('[data-testid="article-card"]')).toHaveAttribute('data-cover', 'picture');
    expect(screen.getAllByTestId('blog-image')).toHaveLength(1);
    const coverless = renderCard({ article_cover: null });
    const card = coverless.container.querySelector('[data-testid="article-card"]');
    expect(card).toHaveAttribute('data-cover', 'none');
    expect(card?.querySelector('[data-testid="blog-image"]')).toBeNull();
    expect(card?.querySelectorAll('a[href="/article?id=8"]')).toHaveLength(1);
  });
});
