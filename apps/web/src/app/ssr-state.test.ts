import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { articleQuery } from '../features/article/article-api';
import { ARTICLE_BODY_ELEMENT_ID } from '../features/article/markdown/element-ids';
import { dehydrateQueries, IN_MARKUP_MARK, takeFromMarkup } from './ssr-state';

const body = '<h2 id="缓存">缓存</h2><p>事件循环 &amp; <code>await</code></p>';

function serverState() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(articleQuery(7).queryKey, {
    id: 7,
    article_title: '事件循环',
    article_html: body,
  } as never);
  queryClient.setQueryData(['site', 'config'], { article_html: 'a config is not an article' });
  // Through JSON, as the page carries it.
  return JSON.parse(JSON.stringify(dehydrateQueries(queryClient))) as ReturnType<typeof dehydrateQueries>;
}

const dataOf = (state: ReturnType<typeof dehydrateQueries>, key: string) =>
  state.queries.find((query) => query.queryKey[0] === key)?.state.data as Record<string, unknown> | undefined;

describe('the data block and the markup', () => {
  it('leaves an article body out of the data block: the page already holds it', () => {
    const state = serverState();
    const text = JSON.stringify(state);
    expect(text).not.toContain('事件循环 &amp;');
    expect(dataOf(state, 'article')).toMatchObject({
      article_title: '事件循环',
      article_html: IN_MARKUP_MARK,
    });
    // Only the article query's field: other data keeps whatever it holds.
    expect(dataOf(state, 'site')).toEqual({ article_html: 'a config is not an article' });
  });

  it('takes the body back from the rendered element before hydration', () => {
    const state = serverState();
    const page = {
      getElementById: (id: string) =>
        id === ARTICLE_BODY_ELEMENT_ID ? ({ innerHTML: body } as HTMLElement) : null,
    };
    takeFromMarkup(state, page);
    expect(dataOf(state, 'article')).toMatchObject({ id: 7, article_html: body });
    expect(state.queries).toHaveLength(2);
  });

  it('drops the query when the element is missing, so the browser fetches the article again', () => {
    const state = serverState();
    takeFromMarkup(state, { getElementById: () => null });
    expect(dataOf(state, 'article')).toBeUndefined();
    expect(dataOf(state, 'site')).toBeDefined();
  });

  it('keeps a locked article’s empty body in the block: no element holds it, and none is needed', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(articleQuery(8).queryKey, { id: 8, locked: true, article_html: '' } as never);
    const state = JSON.parse(JSON.stringify(dehydrateQueries(queryClient))) as ReturnType<
      typeof dehydrateQueries
    >;
    expect(dataOf(state, 'article')).toMatchObject({ id: 8, article_html: '' });
    takeFromMarkup(state, { getElementById: () => null });
    // Still there: the browser hydrates the lock the server rendered, without asking again.
    expect(dataOf(state, 'article')).toMatchObject({ id: 8, article_html: '' });
  });
});
