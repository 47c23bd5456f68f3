import { describe, expect, it } from 'vitest';
import { isFiltered, NO_FILTERS, toListParams, type ArticleFilters } from './list-query';

describe('article list query', () => {
  it('asks for the live articles without empty filters', () => {
    expect(toListParams(NO_FILTERS)).toEqual({
      status: undefined,
      category_id: undefined,
      tag_id: undefined,
      keyword: undefined,
      deleted: undefined,
    });
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it('sends every filter the owner set, the keyword trimmed, and the recycle bin as deleted=1', () => {
    const filters: ArticleFilters = { status: 3, categoryId: 2, tagId: 9, keyword: ' 索引 ', deleted: true };
    expect(toListParams(filters)).toEqual({
      status: 3,
      category_id: 2,
      tag_id: 9,
      keyword: '索引',
      deleted: '1',
    });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, keyword: '  ' })).toBe(false);
  });
});
