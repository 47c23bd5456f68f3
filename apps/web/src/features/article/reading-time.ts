/** Reading speeds: Chinese characters and other words per minute (as Hexo's word-count plugins assume). */
export const CJK_CHARS_PER_MINUTE = 300;
export const WORDS_PER_MINUTE = 160;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/gu;
const WORD = /[A-Za-z0-9_][\w'.-]*/g;

/** What a reader reads of a Markdown text: no link targets, image addresses, tags or fence markers. */
function readableText(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*$/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
}

export interface WordCount {
  /** Chinese (CJK) characters. */
  cjk: number;
  /** Latin words and numbers, code included. */
  words: number;
}

export function countWords(markdown: string): WordCount {
  const text = readableText(markdown ?? '');
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return { cjk, words };
}

/** 阅读时长 of an article in whole minutes, at least 1. */
export function estimateReadingMinutes(markdown: string): number {
  const { cjk, words } = countWords(markdown);
  const minutes = cjk / CJK_CHARS_PER_MINUTE + words / WORDS_PER_MINUTE;
  return Math.max(1, Math.ceil(minutes));
}

/** The article's length as the title block shows it: `1.2k` above a thousand. */
export function formatWordTotal({ cjk, words }: WordCount): string {
  const total = cjk + words;
  return total >= 1000 ? `${(Math.round(total / 100) / 10).toFixed(1)}k` : String(total);
}
