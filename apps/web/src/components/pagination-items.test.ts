import { describe, expect, it } from 'vitest';
import { pageCount, paginationItems, type PaginationItem } from './pagination-items';

/** The pager as text: page numbers and … for gaps. */
const show = (items: PaginationItem[]) =>
  items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(show(paginationItems(1, 1))).toBe('1');
    expect(show(paginationItems(2, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('puts gaps around the current page in a long list', () => {
    expect(show(paginationItems(10, 20))).toBe('1 … 9 10 11 … 20');
  });

  it('keeps the same width near either end', () => {
    expect(show(paginationItems(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationItems(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationItems(17, 20))).toBe('1 … 16 17 18 19 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('never hides a single page behind a gap', () => {
    expect(show(paginationItems(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(paginationItems(5, 20).filter((item) => item.type === 'gap')).toHaveLength(2);
  });

  it('clamps a current page outside the range and shows nothing without pages', () => {
    expect(show(paginationItems(99, 3))).toBe('1 2 3');
    expect(paginationItems(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up and is 0 without items', () => {
    expect(pageCount(14, 5)).toBe(3);
    expect(pageCount(15, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(0);
    expect(pageCount(3, 0)).toBe(0);
  });
});
