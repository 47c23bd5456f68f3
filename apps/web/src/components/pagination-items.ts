/** One slot of the pager: a page number or a gap (…) standing for the pages left out. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/**
 * The page buttons to show: always the first and the last page, the current one with `siblings`
 * on each side, and a gap wherever pages are left out. A gap never stands for a single page (that
 * page is shown instead), so the pager keeps a steady width while paging.
 */
export function paginationItems(current: number, totalPages: number, siblings = 1): PaginationItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), totalPages);
  // first + last + current + siblings + two gaps
  const slots = siblings * 2 + 5;
  const pages = (from: number, to: number): PaginationItem[] =>
    Array.from({ length: to - from + 1 }, (_, index) => ({ type: 'page', page: from + index }));

  if (totalPages <= slots) return pages(1, totalPages);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const gapStart = left > 3;
  const gapEnd = right < totalPages - 2;

  if (!gapStart)
    return [...pages(1, slots - 2), { type: 'gap', key: 'end' }, ...pages(totalPages, totalPages)];
  if (!gapEnd)
    return [...pages(1, 1), { type: 'gap', key: 'start' }, ...pages(totalPages - (slots - 3), totalPages)];
  return [
    ...pages(1, 1),
    { type: 'gap', key: 'start' },
    ...pages(left, right),
    { type: 'gap', key: 'end' },
    ...pages(totalPages, totalPages),
  ];
}

/** How many pages `total` items make at `pageSize` per page (at least 1 once there is an item). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}
