import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/memory-storage';
import { createStorage } from '../../lib/storage';
import { createArticleGrants } from './article-grants';

describe('articleGrants', () => {
  const at = (iso: string) => Date.parse(iso);

  it('keeps a grant per article until it expires, then forgets it', () => {
    let now = at('2026-01-01T00:00:00Z');
    const grants = createArticleGrants(createStorage(createMemoryStorage()), () => now);
    grants.keep(7, 'grant-7', '2026-01-02T00:00:00Z');
    grants.keep(8, 'grant-8', '2026-01-03T00:00:00Z');
    expect(grants.get(7)).toBe('grant-7');
    expect(grants.get(8)).toBe('grant-8');
    expect(grants.get(9)).toBeUndefined();

    now = at('2026-01-02T00:00:01Z');
    expect(grants.get(7)).toBeUndefined();
    expect(grants.get(8)).toBe('grant-8');
  });

  it('forgets one article without touching the others', () => {
    const grants = createArticleGrants(createStorage(createMemoryStorage()), () => 0);
    grants.keep(1, 'a', '2999-01-01T00:00:00Z');
    grants.keep(2, 'b', '2999-01-01T00:00:00Z');
    grants.forget(1);
    expect(grants.get(1)).toBeUndefined();
    expect(grants.get(2)).toBe('b');
  });

  it('reads stored junk as no grants', () => {
    const storage = createStorage(createMemoryStorage());
    storage.set('articleGrants', { 3: { grant: 4 } });
    expect(createArticleGrants(storage, () => 0).get(3)).toBeUndefined();
  });
});
