import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, isFiltered, toListParams, type ArticleListQuery } from './list-query';

describe('article list query', () => {
  it('asks for the first page of live articles without empty filters', () => {
    expect(toListParams(FIRST_PAGE)).toEqual({
      current: 1,
      size: 10,
      status: undefined,
      category_id: undefined,
      tag_id: undefined,
      keyword: undefined,
      deleted: undefined,
    });
    expect(isFiltered(FIRST_PAGE)).toBe(false);
  });

  it('sends every filter the owner set, the keyword trimmed, and the recycle bin as deleted=1', () => {
    const query: ArticleListQuery = {
      ...FIRST_PAGE,
      current: 3,
      status: 3,
      categoryId: 2,
      tagId: 9,
      keyword: ' 索引 ',
      deleted: true,
    };
    expect(toListParams(query)).toEqual({
      current: 3,
      size: 10,
      status: 3,
      category_id: 2,
      tag_id: 9,
      keyword: '索引',
      deleted: '1',
    });
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered({ ...FIRST_PAGE, keyword: '  ' })).toBe(false);
  });
});
