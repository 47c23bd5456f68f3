import { beforeAll, describe, expect, it } from 'vitest';
import { loadMarkdownRenderer, type MarkdownRenderer } from '../../lib/markdown/render';
import { ArticleBodyCache } from './article-body';

let renderer: MarkdownRenderer;
beforeAll(async () => {
  renderer = await loadMarkdownRenderer();
});

/** A render function that counts its calls. */
function counted(markdown: string) {
  const render = async () => {
    render.calls += 1;
    return renderer.render(markdown);
  };
  render.calls = 0;
  return render;
}

describe('ArticleBodyCache', () => {
  it('renders a version once and again when the article changes', async () => {
    const cache = new ArticleBodyCache();
    const first = counted('# 一');
    const body = await cache.get(1, '2025-01-01T00:00:00.000Z', first);
    expect(await cache.get(1, '2025-01-01T00:00:00.000Z', first)).toBe(body);
    expect(first.calls).toBe(1);

    const edited = counted('# 二');
    const newer = await cache.get(1, '2025-01-02T00:00:00.000Z', edited);
    expect(edited.calls).toBe(1);
    expect(newer.toc).toEqual([{ id: 'heading-1', level: 1, text: '二' }]);
    // The old version is not kept beside the new one.
    expect(cache.size).toBe(1);
  });

  it('lets the least recently read go when it holds too many articles', async () => {
    const cache = new ArticleBodyCache(2);
    await cache.get(1, 'v', counted('一'));
    await cache.get(2, 'v', counted('二'));
    await cache.get(1, 'v', counted('一'));
    await cache.get(3, 'v', counted('三'));
    expect(cache.size).toBe(2);
    const again = counted('二');
    await cache.get(2, 'v', again);
    expect(again.calls).toBe(1);
    const kept = counted('三');
    await cache.get(3, 'v', kept);
    expect(kept.calls).toBe(0);
  });

  it('lets articles go when they hold too much text together', async () => {
    const cache = new ArticleBodyCache(100, 5000);
    await cache.get(1, 'v', counted('字'.repeat(3000)));
    await cache.get(2, 'v', counted('字'.repeat(3000)));
    expect(cache.size).toBe(1);
    const first = counted('字'.repeat(3000));
    await cache.get(1, 'v', first);
    expect(first.calls).toBe(1);
  });

  it('keeps nothing when rendering fails', async () => {
    const cache = new ArticleBodyCache();
    await expect(cache.get(1, 'v', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
  });
});
