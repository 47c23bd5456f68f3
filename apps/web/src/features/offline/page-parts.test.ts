import { describe, expect, it } from 'vitest';
import { KEEP_FRESH_MS, needsFetching, pageParts } from './page-parts';

const ORIGIN = 'http://blog.test';

describe('pageParts', () => {
  it('names the inline style sheets and the API reads of the page, each once', () => {
    document.head.innerHTML = `
      <style>.a{}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>
      <style>.b{}</style><link rel="stylesheet" href="/assets/article-page-2.css" disabled>
      <link rel="stylesheet" href="/assets/fetched-3.css">
      <link rel="stylesheet" href="https://cdn.example.com/x.css" disabled>`;
    expect(
      pageParts(document, ['/api/article/getArticleById/7', '/api/config', '/api/config'], ORIGIN),
    ).toEqual([
      `${ORIGIN}/assets/index-1.css`,
      `${ORIGIN}/assets/article-page-2.css`,
      `${ORIGIN}/api/article/getArticleById/7`,
      `${ORIGIN}/api/config`,
    ]);
  });

  it('is empty for a page the server did not render', () => {
    document.head.innerHTML = '';
    expect(pageParts(document, [], ORIGIN)).toEqual([]);
  });
});

describe('needsFetching', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const asDate = (time: number) => new Date(time).toUTCString();

  it('fetches what is not kept', () => {
    expect(needsFetching(`${ORIGIN}/assets/a.css`, undefined, now)).toBe(true);
    expect(needsFetching(`${ORIGIN}/api/config`, undefined, now)).toBe(true);
  });

  it('never fetches a kept file of the build again: its name changes with its content', () => {
    expect(needsFetching(`${ORIGIN}/assets/a.css`, asDate(now - 30 * KEEP_FRESH_MS), now)).toBe(false);
    expect(needsFetching(`${ORIGIN}/assets/a.css`, null, now)).toBe(false);
  });

  it('fetches a kept API answer again once it is old, or when its age is unknown', () => {
    expect(needsFetching(`${ORIGIN}/api/config`, asDate(now - KEEP_FRESH_MS + 1000), now)).toBe(false);
    expect(needsFetching(`${ORIGIN}/api/config`, asDate(now - KEEP_FRESH_MS), now)).toBe(true);
    expect(needsFetching(`${ORIGIN}/api/config`, null, now)).toBe(true);
    expect(needsFetching(`${ORIGIN}/api/config`, 'yesterday', now)).toBe(true);
  });
});
