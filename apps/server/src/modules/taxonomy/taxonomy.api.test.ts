import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { createArticle, createCategory, createTag, createUser } from '../../test/fixtures';

const t = useTestContext();

describe('GET /api/category/getCategoryDictionary', () => {
  it('lists categories with their number of public articles', async () => {
    const author = await createUser(t);
    const front = await createCategory(t, '前端');
    const back = await createCategory(t, '后端');
    await createCategory(t, '空分类');
    await createArticle(t, { author_id: author, category_id: front });
    await createArticle(t, { author_id: author, category_id: front });
    await createArticle(t, { author_id: author, category_id: back });
    await createArticle(t, { author_id: author, category_id: back, status: 2 });

    const res = await t.app.inject({ method: 'GET', url: '/api/category/getCategoryDictionary' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      { id: front, category_name: '前端', articleCount: 2 },
      { id: back, category_name: '后端', articleCount: 1 },
      { id: expect.any(Number), category_name: '空分类', articleCount: 0 },
    ]);
  });
});

describe('GET /api/tag/getTagDictionary', () => {
  it('lists tags with their number of public articles', async () => {
    const author = await createUser(t);
    const vue = await createTag(t, 'Vue');
    const ts = await createTag(t, 'TypeScript');
    await createArticle(t, { author_id: author, tagIds: [vue, ts] });
    await createArticle(t, { author_id: author, tagIds: [ts] });
    await createArticle(t, { author_id: author, tagIds: [vue], status: 3 });

    const res = await t.app.inject({ method: 'GET', url: '/api/tag/getTagDictionary' });
    expect(res.json()).toEqual({
      code: 0,
      message: expect.any(String),
      result: [
        { id: vue, tag_name: 'Vue', articleCount: 1 },
        { id: ts, tag_name: 'TypeScript', articleCount: 2 },
      ],
    });
  });

  it('is an empty list on an empty blog', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tag/getTagDictionary' });
    expect(res.json().result).toEqual([]);
  });
});
