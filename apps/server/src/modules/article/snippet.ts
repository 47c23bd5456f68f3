import { markdownToPlainText } from '../../lib/markdown/text';

/** How a protected article is marked wherever its body would otherwise show. */
export const PROTECTED_MARK = '🔒 加密文章';

/**
 * What a protected article says of itself where an unprotected one would quote its body (a search
 * snippet, a feed's description, a page's meta description): the mark and the owner's own
 * description, never a word of the body.
 */
export const describeProtected = (description: string | null): string =>
  description?.trim() ? `${PROTECTED_MARK} · ${description.trim()}` : PROTECTED_MARK;

/** Raw Markdown kept on each side of a match before it is turned into text: ample for a snippet. */
const RAW_MARGIN = 400;

/**
 * The article's plain text from its first match on (about `length` characters), with an ellipsis where
 * it was cut; the opening of the text when the match is only in the title. Plain text, as the original
 * API answers: the client escapes it and marks the matches. Characters are counted as code points so
 * that no CJK character or emoji is cut in half. Only the Markdown near the match is converted, so long
 * articles cost no more than short ones.
 */
export function searchSnippet(markdown: string, keyword: string, length = 100): string {
  const raw = markdown.toLowerCase().indexOf(keyword.toLowerCase());
  // Some before the match too, so Markdown that opens before it (a link, emphasis) converts whole.
  const from = raw === -1 ? 0 : Math.max(0, raw - RAW_MARGIN);
  const to = raw === -1 ? RAW_MARGIN * 2 : raw + keyword.length + RAW_MARGIN;
  const snippet = snippetOf(textOf(sliceOf(markdown, from, to)), keyword, length, {
    cutAfter: to < markdown.length,
    requireMatch: raw !== -1,
  });
  // A match hidden by the Markdown (inside a link target, say) may still show in the text elsewhere.
  return snippet ?? snippetOf(textOf(markdown), keyword, length) ?? '';
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * A slice of Markdown that reads as it does in the whole: from the start of the line at `from`, and,
 * when that is inside a code fence, with the fence opened again (else its closing fence would open one).
 */
function sliceOf(markdown: string, from: number, to: number): string {
  let open: string | undefined;
  let start = 0;
  for (;;) {
    const end = markdown.indexOf('\n', start);
    const lineEnd = end === -1 ? markdown.length : end;
    if (lineEnd >= from) break;
    const fence = FENCE.exec(markdown.slice(start, lineEnd))?.[1];
    if (fence && !open) open = fence;
    else if (fence && open && fence[0] === open[0] && fence.length >= open.length) open = undefined;
    start = lineEnd + 1;
  }
  // A very long line is cut where asked, as before: the slice stays small.
  return (open ? `${open}\n` : '') + markdown.slice(from - start > RAW_MARGIN ? from : start, to);
}

/** What a reader sees of some Markdown, without the tags of HTML written into it. */
const textOf = (markdown: string) => markdownToPlainText(markdown).replace(/<\/?[a-z][^>]*>/gi, '');

function snippetOf(
  text: string,
  keyword: string,
  length: number,
  cut = { cutAfter: false, requireMatch: false },
): string | undefined {
  const index = text.toLowerCase().indexOf(keyword.toLowerCase());
  if (index === -1 && cut.requireMatch) return undefined;
  const chars = Array.from(index === -1 ? text : text.slice(index));
  const end = Math.min(chars.length, (index === -1 ? 0 : Array.from(keyword).length) + length);
  return chars.slice(0, end).join('') + (end < chars.length || cut.cutAfter ? '…' : '');
}
