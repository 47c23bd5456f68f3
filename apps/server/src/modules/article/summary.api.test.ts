import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createArticle } from '../../test/fixtures';

/*
 * Lists that look finished (issue #32): an article whose owner left the summary empty is described
 * everywhere by the opening of its prose — but a protected one never by its body.
 */

const { t, users, call } = useConsoleContext();

const BODY =
  '## 开始之前\n\n这是一篇**没有摘要**的文章，公式 $E=mc^2$ 和代码 `npm start` 都不出现在列表里。\n\n```ts\nconst hidden = 1;\n```\n\n' +
  '后面的正文还很长。'.repeat(30);
const SUMMARY_START = '开始之前 这是一篇没有摘要的文章，公式 和代码 都不出现在列表里。 后面的正文还很长。';
const SECRET = '只有知道密码的人才能读到这句话';

const read = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, url).toBe(200);
  return res;
};

/** The description each public list gives article `id`. */
async function listedDescriptions(id: number, taxonomy: { tag: number; category: number }) {
  const pages = [
    await read('GET', '/api/article/blogHomeGetArticleList/1/10'),
    await read('POST', '/api/article/getArticleListByTagId', { id: taxonomy.tag }),
    await read('POST', '/api/article/getArticleListByCategoryId', { id: taxonomy.category }),
  ];
  return pages.map((res) => {
    const list: { id: number; article_description: string | null }[] = res.json().result.list;
    return list.find((article) => article.id === id)?.article_description;
  });
}

const saved = async (payload: object) => {
  const res = await call('POST', '/api/admin/articles', {
    article_title: '第一篇文章',
    category_name: '随笔',
    tag_names: ['日常'],
    ...payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { id: number; category_id: number; tagIdList: number[] };
};
const taxonomyOf = (article: Awaited<ReturnType<typeof saved>>) => ({
  tag: article.tagIdList[0]!,
  category: article.category_id,
});

describe('summaries made from the body', () => {
  it('describe a summary-less article on the home page, by tag and by category, made when it is saved', async () => {
    const article = await saved({ article_content: BODY });
    const descriptions = await listedDescriptions(article.id, taxonomyOf(article));
    for (const description of descriptions) {
      expect(description).toMatch(new RegExp(`^${SUMMARY_START}`));
      expect(description).toMatch(/…$/);
      expect(Array.from(description!)).toHaveLength(121);
    }
    // Made once, when saved: the row keeps it.
    const row = await t.db.kysely
      .selectFrom('articles')
      .select(['article_summary', 'article_description'])
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ article_summary: descriptions[0], article_description: null });
    // The console still edits the owner's own (empty) description.
    const edited = (await call('GET', `/api/admin/articles/${article.id}`)).json().result;
    expect(edited.article_description).toBeNull();
    expect(edited).not.toHaveProperty('article_summary');
    // The article page and its feed item say the same.
    const detail = (await read('GET', `/api/article/getArticleById/${article.id}`)).json().result;
    expect(detail.article_description).toBe(descriptions[0]);
    const rss = (await read('GET', '/rss.xml')).body;
    expect(rss).toContain(`<description>${descriptions[0]}</description>`);
  });

  it('follow an edit of the body, and give way to the owner’s own description', async () => {
    const article = await saved({ article_content: BODY });
    const edit = (payload: object) =>
      call('PUT', `/api/admin/articles/${article.id}`, {
        article_title: '第一篇文章',
        category_name: '随笔',
        tag_names: ['日常'],
        ...payload,
      });
    expect((await edit({ article_content: '改过的正文。' })).statusCode).toBe(200);
    expect(await listedDescriptions(article.id, taxonomyOf(article))).toEqual(Array(3).fill('改过的正文。'));
    expect((await edit({ article_content: BODY, article_description: '我自己写的摘要' })).statusCode).toBe(
      200,
    );
    expect(await listedDescriptions(article.id, taxonomyOf(article))).toEqual(
      Array(3).fill('我自己写的摘要'),
    );
  });

  it('are made for articles written before summaries were kept, by the first list that shows them', async () => {
    const id = await createArticle(t, {
      author_id: users.adminId,
      article_content: '# 旧文章\n\n升级之前写的正文。',
    });
    expect(
      (
        await t.db.kysely
          .selectFrom('articles')
          .select('article_summary')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.article_summary,
    ).toBeNull();
    const home = (await read('GET', '/api/article/blogHomeGetArticleList/1/10')).json().result.list;
    expect(home.find((article: { id: number }) => article.id === id).article_description).toBe(
      '旧文章 升级之前写的正文。',
    );
    const row = await t.db.kysely
      .selectFrom('articles')
      .select('article_summary')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.article_summary).toBe('旧文章 升级之前写的正文。');
  });

  it('never describe a protected article by its body, in lists, on its page or in the feed', async () => {
    const locked = await saved({
      article_content: `${SECRET}\n\n${BODY}`,
      password: 'secret-1',
      password_hint: '生日',
    });
    const withOwn = await saved({
      article_title: '有摘要的加密文章',
      article_content: SECRET,
      article_description: '公开的摘要',
      password: 'secret-1',
    });
    // Written before summaries were kept: the lists must not make one either.
    const old = await createArticle(t, {
      author_id: users.adminId,
      article_content: SECRET,
      password_hash: 'not-a-real-hash',
    });
    expect(await listedDescriptions(locked.id, taxonomyOf(locked))).toEqual([null, null, null]);
    expect(await listedDescriptions(withOwn.id, taxonomyOf(withOwn))).toEqual(Array(3).fill('公开的摘要'));
    const home = (await read('GET', '/api/article/blogHomeGetArticleList/1/10')).body;
    expect(home).not.toContain(SECRET);
    expect(home).not.toContain('开始之前');
    const detail = (await read('GET', `/api/article/getArticleById/${locked.id}`)).json().result;
    expect(detail).toMatchObject({ locked: true, article_description: null });
    const rss = (await read('GET', '/rss.xml')).body;
    expect(rss).not.toContain(SECRET);
    expect(rss).not.toContain('开始之前');
    const rows = await t.db.kysely
      .selectFrom('articles')
      .select('article_summary')
      .where('id', '=', old)
      .executeTakeFirstOrThrow();
    expect(rows.article_summary).toBeNull();
  });
});
