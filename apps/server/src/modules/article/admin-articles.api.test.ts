import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createArticle, createCategory, createTag, createUser } from '../../test/fixtures';

const { t, call } = useConsoleContext();

/** Ids the public search finds for a word. */
async function searchIds(word: string): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/article/getArticleListByContent/${encodeURIComponent(word)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.map((hit: { id: number }) => hit.id);
}

const article = {
  article_title: '琵琶行与长恨歌',
  article_content: '浔阳江头夜送客，枫叶荻花秋瑟瑟。',
  category_name: '诗词',
  tag_names: ['唐诗', '白居易'],
};

describe('admin articles', () => {
  it('creates, edits, recycles, restores and purges — and the search follows every step', async () => {
    const created = await call('POST', '/api/admin/articles', article);
    expect(created.statusCode).toBe(200);
    const saved = created.json().result;
    expect(saved).toMatchObject({
      article_title: '琵琶行与长恨歌',
      categoryName: '诗词',
      tagNameList: ['唐诗', '白居易'],
      status: 1,
      is_top: 2,
      deletedAt: null,
    });
    const id: number = saved.id;
    expect(await searchIds('枫叶荻花')).toEqual([id]);

    const edited = await call('PUT', `/api/admin/articles/${id}`, {
      ...article,
      article_content: '千呼万唤始出来，犹抱琵琶半遮面。',
      tag_names: ['唐诗'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result.tagNameList).toEqual(['唐诗']);
    expect(await searchIds('犹抱琵琶')).toEqual([id]);
    expect(await searchIds('枫叶荻花')).toEqual([]);

    const recycled = await call('DELETE', `/api/admin/articles/${id}`);
    expect(recycled.json().result.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(await searchIds('犹抱琵琶')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/article/getArticleById/${id}` })).statusCode).toBe(
      404,
    );
    const bin = await call('GET', '/api/admin/articles?deleted=1');
    expect(bin.json().result.list.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await call('GET', '/api/admin/articles')).json().result.total).toBe(0);
    expect((await call('DELETE', `/api/admin/articles/${id}`)).statusCode).toBe(409);

    const restored = await call('PUT', `/api/admin/articles/${id}/restore`);
    expect(restored.json().result.deletedAt).toBeNull();
    expect(await searchIds('犹抱琵琶')).toEqual([id]);

    expect((await call('DELETE', `/api/admin/articles/${id}/purge`)).statusCode).toBe(200);
    expect(await searchIds('犹抱琵琶')).toEqual([]);
    expect((await call('GET', `/api/admin/articles/${id}`)).statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom('article_tags').selectAll().execute()).toEqual([]);
  });

  it('publishes and unpublishes, pins with an order, and the public lists follow', async () => {
    const author = await createUser(t);
    const first = await createArticle(t, { author_id: author, article_title: '第一篇' });
    const second = await createArticle(t, { author_id: author, article_title: '第二篇' });
    const draft = await call('PUT', `/api/admin/articles/${first}/status`, { status: 3 });
    expect(draft.json().result.status).toBe(3);
    const home = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/article/blogHomeGetArticleList/1/10' }))
        .json()
        .result.list.map((a: { id: number }) => a.id);
    expect(await home()).toEqual([second]);
    await call('PUT', `/api/admin/articles/${first}/status`, { status: 1 });
    const pinned = await call('PUT', `/api/admin/articles/${first}/top`, { is_top: 1, order: 2 });
    expect(pinned.json().result).toMatchObject({ is_top: 1, order: 2 });
    expect((await home())[0]).toBe(first);
    expect((await call('PUT', `/api/admin/articles/${first}/status`, { status: 4 })).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/articles/${first}/top`, { is_top: 3 })).json().message).toContain(
      'is_top',
    );
  });

  it('lists with filters (status, category, tag, keyword) and pages; drafts and private ones included', async () => {
    const author = await createUser(t);
    const category = await createCategory(t, '后端');
    const tag = await createTag(t, 'Node');
    const a = await createArticle(t, {
      author_id: author,
      category_id: category,
      tagIds: [tag],
      article_title: 'Fastify 插件',
    });
    const b = await createArticle(t, { author_id: author, status: 3, article_title: '草稿' });
    const c = await createArticle(t, {
      author_id: author,
      status: 2,
      article_content: '私密的 fastify 笔记',
    });
    const ids = async (query: string) =>
      (await call('GET', `/api/admin/articles?${query}`))
        .json()
        .result.list.map((x: { id: number }) => x.id)
        .sort();
    expect(await ids('')).toEqual([a, b, c].sort());
    expect(await ids('status=3')).toEqual([b]);
    expect(await ids(`category_id=${category}`)).toEqual([a]);
    expect(await ids(`tag_id=${tag}`)).toEqual([a]);
    expect(await ids('keyword=FASTIFY')).toEqual([a, c].sort());
    const page = (await call('GET', '/api/admin/articles?current=2&size=2')).json().result;
    expect(page).toMatchObject({ current: 2, size: 2, total: 3 });
    expect(page.list).toHaveLength(1);
    const one = (await call('GET', `/api/admin/articles/${b}`)).json().result;
    expect(one).toMatchObject({ id: b, status: 3 });
    expect(typeof one.article_content).toBe('string');
  });

  it('refuses bad input naming the field, and unknown ids with 404', async () => {
    const noTitle = await call('POST', '/api/admin/articles', { ...article, article_title: '' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toContain('article_title');
    const repost = await call('POST', '/api/admin/articles', { ...article, type: 2 });
    expect(repost.statusCode).toBe(400);
    expect(repost.json().message).toContain('origin_url');
    const cover = await call('POST', '/api/admin/articles', {
      ...article,
      article_cover: 'javascript:alert(1)',
    });
    expect(cover.json().message).toContain('article_cover');
    expect((await call('GET', '/api/admin/articles?status=9')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/articles/abc')).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/articles/9999', article)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/articles/9999/restore')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/articles/9999/purge')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/articles')).json().result.total).toBe(0);
  });
});

describe('admin categories and tags', () => {
  it('lists with counts, creates, renames, refuses duplicates and deletes only when unused or detached', async () => {
    for (const [path, field] of [
      ['/api/admin/categories', 'categoryName'],
      ['/api/admin/tags', 'tagNameList'],
    ] as const) {
      const created = await call('POST', path, { name: '随笔' });
      expect(created.statusCode).toBe(200);
      const id: number = created.json().result.id;
      expect((await call('POST', path, { name: ' 随笔 ' })).statusCode).toBe(409);
      expect((await call('POST', path, { name: '' })).json().message).toContain('name');
      const other = (await call('POST', path, { name: '杂记' })).json().result.id;
      expect((await call('PUT', `${path}/${other}`, { name: '随笔' })).statusCode).toBe(409);
      const renamed = await call('PUT', `${path}/${id}`, { name: '日常' });
      expect(renamed.json().result).toMatchObject({ id, name: '日常', articleCount: 0 });
      expect((await call('PUT', `${path}/9999`, { name: '无' })).statusCode).toBe(404);

      const post = await call('POST', '/api/admin/articles', {
        ...article,
        category_name: field === 'categoryName' ? '日常' : null,
        tag_names: field === 'categoryName' ? [] : ['日常'],
      });
      const postId = post.json().result.id;
      const list = (await call('GET', path)).json().result;
      expect(list.find((item: { id: number }) => item.id === id).articleCount).toBe(1);

      const inUse = await call('DELETE', `${path}/${id}`);
      expect(inUse.statusCode).toBe(409);
      expect((await call('DELETE', `${path}/${other}`)).statusCode).toBe(200);
      expect((await call('DELETE', `${path}/${id}?detach=1`)).statusCode).toBe(200);
      const after = (await call('GET', `/api/admin/articles/${postId}`)).json().result;
      expect(after[field]).toEqual(field === 'categoryName' ? null : []);
      expect((await call('DELETE', `${path}/${id}`)).statusCode).toBe(404);
      await call('DELETE', `/api/admin/articles/${postId}/purge`);
    }
  });
});
