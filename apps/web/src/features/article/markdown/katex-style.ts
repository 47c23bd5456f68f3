import katexStylesheet from 'katex/dist/katex.min.css?url';

/**
 * KaTeX's style sheet (its fonts beside it, in our build), on article pages with a formula only:
 * the server links it in the page's head (entry-server), the browser adds it when it shows such an
 * article after another page.
 */
export const KATEX_STYLESHEET_LINK = `<link rel="stylesheet" href="${katexStylesheet}" data-katex>`;

/** Whether the server's HTML of an article has a formula (or TeX that did not parse). */
export const hasMath = (html: string): boolean => /class="katex[" -]/.test(html);

/** Puts KaTeX's style sheet in the head, once. */
export function addKatexStylesheet(): void {
  if (document.head.querySelector('link[data-katex]')) return;
  document.head.insertAdjacentHTML('beforeend', KATEX_STYLESHEET_LINK);
}
