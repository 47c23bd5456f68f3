/** At or above this scroll offset the header is transparent over the page banner (docs/spec.md §9). */
export const HEADER_TRANSPARENT_MAX_SCROLL = 50;

export interface HeaderState {
  /** Slid out of view: the visitor is scrolling down the page. */
  hidden: boolean;
  /** No background: the page is at the top, the header sits over the banner. */
  transparent: boolean;
}

/** How the header looks for the current scroll offset, given the offset at the previous scroll event. */
export function getHeaderState(scrollY: number, previousY: number): HeaderState {
  const atTop = scrollY <= HEADER_TRANSPARENT_MAX_SCROLL;
  return {
    hidden: !atTop && scrollY > previousY,
    transparent: atTop,
  };
}
