import { markdownToPlainText } from '../../lib/markdown/text';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Escapes `text` and wraps every case-insensitive occurrence of `keyword` in <mark>. */
export function highlight(text: string, keyword: string): string {
  if (!keyword) return escapeHtml(text);
  const lowerText = text.toLowerCase();
  const lowerKeyword = keyword.toLowerCase();
  let html = '';
  let from = 0;
  for (let at = lowerText.indexOf(lowerKeyword); at !== -1; at = lowerText.indexOf(lowerKeyword, from)) {
    html +=
      escapeHtml(text.slice(from, at)) +
      '<mark>' +
      escapeHtml(text.slice(at, at + keyword.length)) +
      '</mark>';
    from = at + keyword.length;
  }
  return html + escapeHtml(text.slice(from));
}

/** Raw Markdown kept on each side of a match before it is turned into text: ample for a snippet. */
const RAW_MARGIN = 400;

/**
 * A window of the article's plain text around the first match (about `before` characters before it
 * and `after` after), escaped, with matches marked; the opening of the text when the match is only in
 * the title. Characters are counted as code points so that no CJK character or emoji is cut in half.
 * Only the Markdown near the match is converted, so long articles cost no more than short ones.
 */
export function searchSnippet(markdown: string, keyword: string, before = 30, after = 90): string {
  const raw = markdown.toLowerCase().indexOf(keyword.toLowerCase());
  const from = raw === -1 ? 0 : Math.max(0, raw - RAW_MARGIN);
  const to = raw === -1 ? RAW_MARGIN * 2 : raw + keyword.length + RAW_MARGIN;
  const snippet = snippetOf(markdownToPlainText(markdown.slice(from, to)), keyword, before, after, {
    cutBefore: from > 0,
    cutAfter: to < markdown.length,
    requireMatch: raw !== -1,
  });
  // A match hidden by the Markdown (inside a link target, say) may still show in the text elsewhere.
  return snippet ?? snippetOf(markdownToPlainText(markdown), keyword, before, after) ?? '';
}

function snippetOf(
  text: string,
  keyword: string,
  before: number,
  after: number,
  cut = { cutBefore: false, cutAfter: false, requireMatch: false },
): string | undefined {
  const chars = Array.from(text);
  const index = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (index === -1) {
    if (cut.requireMatch) return undefined;
    const head = chars.slice(0, before + after).join('');
    return escapeHtml(head) + (chars.length > before + after || cut.cutAfter ? '…' : '');
  }
  const start = Math.max(0, Array.from(text.slice(0, index)).length - before);
  const end = Math.min(chars.length, start + before + Array.from(keyword).length + after);
  const window = chars.slice(start, end).join('');
  const cutBefore = start > 0 || cut.cutBefore;
  const cutAfter = end < chars.length || cut.cutAfter;
  return (cutBefore ? '…' : '') + highlight(window, keyword) + (cutAfter ? '…' : '');
}
