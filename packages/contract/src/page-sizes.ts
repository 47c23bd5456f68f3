// No zod here: the web's first scripts import this module on its own (`@blog/contract/page-sizes`).

/** Articles per page of /home's list: the web asks for it, the benchmarks measure that page. */
export const HOME_PAGE_SIZE = 5;
