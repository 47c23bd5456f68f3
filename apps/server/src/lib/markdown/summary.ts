import type { Token } from 'markdown-it';
import { markdownParser } from './parser';

/** How long a summary made from a body is, in characters as a reader counts them. */
export const SUMMARY_LENGTH = 120;

/** Blocks whose content is not prose: code and display formulas. */
const SKIPPED_BLOCKS = new Set(['fence', 'code_block', 'math_block', 'html_block']);

/** Elements of HTML written into Markdown whose content is not prose either. */
const HIDDEN_HTML = /<(script|style|textarea|iframe|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
/** Tags and comments of HTML written into Markdown (kept as text by the parser, which takes no HTML). */
const HTML_TAG = /<!--[\s\S]*?(-->|$)|<\/?[a-z][\w:-]*(\s[^<>]*)?\/?>/gi;
/**
 * Control, zero-width and bidirectional characters: they could reorder the text around them on the
 * card. Zero-width joiners stay: they hold emoji sequences together.
 */
const INVISIBLE = /[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The prose of a line: its text and links' words, without code, formulas, pictures or their captions. */
function inlineProse(tokens: Token[]): string {
  let text = '';
  let inCaption = false;
  for (const token of tokens) {
    if (token.type === 'figcaption_open') inCaption = true;
    else if (token.type === 'figcaption_close') inCaption = false;
    else if (inCaption) continue;
    else if (token.type === 'text') text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += ' ';
  }
  return text;
}

const graphemes = new Intl.Segmenter('zh', { granularity: 'grapheme' });

/**
 * What a list says of an article whose owner left the summary empty (the editor's "留空则取正文开头"):
 * the opening prose of its Markdown, as a reader sees it, on one line — no Markdown syntax, code,
 * formula source, HTML or picture captions — cut to `length` characters (graphemes, so no emoji or
 * CJK character is split) with an ellipsis. Empty when the body has no prose.
 */
export function summarizeMarkdown(markdown: string, length = SUMMARY_LENGTH): string {
  let text = '';
  for (const token of markdownParser.parse(markdown, {})) {
    if (SKIPPED_BLOCKS.has(token.type)) text += ' ';
    else if (token.type === 'inline') text += ` ${inlineProse(token.children ?? [])}`;
    // Enough prose for the summary, with room for tags removed below: the rest is not read.
    if (text.length > length * 8) break;
  }
  const prose = text
    .replace(HIDDEN_HTML, ' ')
    .replace(HTML_TAG, ' ')
    .replace(INVISIBLE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(graphemes.segment(prose), (part) => part.segment);
  if (characters.length <= length) return prose;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
