import type { AdminArticleDetail } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { sameArticleValues, toArticleBody, toArticleValues } from './article-form-values';

const article: AdminArticleDetail = {
  id: 12,
  article_title: '索引调优',
  article_content: '# 索引\n\n正文',
  article_description: '一篇关于索引的文章',
  article_cover: '/media/uploads/cover.webp',
  category_id: 3,
  categoryName: '后端',
  tagIdList: [1, 2],
  tagNameList: ['SQL', '性能'],
  is_top: 1,
  order: 5,
  status: 2,
  type: 2,
  origin_url: 'https://example.com/post',
  view_times: 10,
  thumbs_up_times: 2,
  is_protected: false,
  password_hint: null,
  slug: null,
  deletedAt: null,
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-02 10:00:00',
};

describe('article form values', () => {
  it('starts a new article empty, original, public and not pinned', () => {
    expect(toArticleValues()).toEqual({
      title: '',
      content: '',
      description: '',
      cover: '',
      category: '',
      tags: [],
      type: 1,
      originUrl: '',
      top: false,
      order: 0,
      visibility: 1,
      protect: false,
      password: '',
      passwordHint: '',
      hasPassword: false,
    });
  });

  it('round-trips a saved article into the same body', () => {
    expect(toArticleBody(toArticleValues(article), 2)).toEqual({
      article_title: '索引调优',
      article_content: '# 索引\n\n正文',
      article_description: '一篇关于索引的文章',
      article_cover: '/media/uploads/cover.webp',
      category_name: '后端',
      tag_names: ['SQL', '性能'],
      status: 2,
      type: 2,
      origin_url: 'https://example.com/post',
      is_top: 1,
      order: 5,
      password: null,
      password_hint: null,
    });
  });

  it('sets, keeps, changes and removes the access password, never showing it back', () => {
    const saved = toArticleValues({ ...article, is_protected: true, password_hint: '生日' });
    expect(saved).toMatchObject({ protect: true, password: '', passwordHint: '生日', hasPassword: true });
    // Nothing typed keeps the saved password; the body says nothing of it.
    const kept = toArticleBody(saved, 1);
    expect(kept).not.toHaveProperty('password');
    expect(kept.password_hint).toBe('生日');
    expect(toArticleBody({ ...saved, password: 'new-secret' }, 1).password).toBe('new-secret');
    expect(toArticleBody({ ...saved, protect: false }, 1)).toMatchObject({
      password: null,
      password_hint: null,
    });
    expect(sameArticleValues(saved, { ...saved, password: 'x' })).toBe(false);
  });

  it('reads a draft as public once published, and keeps private ones private', () => {
    expect(toArticleValues({ ...article, status: 3 }).visibility).toBe(1);
    expect(toArticleValues(article).visibility).toBe(2);
  });

  it('trims, drops empty and repeated tags, and sends no source for an original', () => {
    const values = {
      ...toArticleValues(article),
      title: '  标题 ',
      description: '   ',
      cover: '',
      category: ' ',
      tags: ['SQL', ' SQL ', '', '缓存'],
      type: 1 as const,
    };
    expect(toArticleBody(values, 3)).toMatchObject({
      article_title: '标题',
      article_description: null,
      article_cover: null,
      category_name: null,
      tag_names: ['SQL', '缓存'],
      status: 3,
      type: 1,
      origin_url: null,
    });
  });

  it('tells an edited form from an untouched one', () => {
    const saved = toArticleValues(article);
    expect(sameArticleValues(saved, { ...saved, title: '索引调优 ' })).toBe(true);
    expect(sameArticleValues(saved, { ...saved, content: `${saved.content}!` })).toBe(false);
    expect(sameArticleValues(saved, { ...saved, visibility: 1 })).toBe(false);
  });
});
