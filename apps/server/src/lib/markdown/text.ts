import type { Token } from 'markdown-it';
import { markdownParser } from './parser';

/** Every picture's `src` in the Markdown, in order, repeats included. */
export function imageSources(markdown: string): string[] {
  const sources: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') sources.push(token.attrGet('src') ?? '');
      if (token.children) visit(token.children);
    }
  };
  visit(markdownParser.parse(markdown, {}));
  return sources;
}

/** Tokens whose words a reader sees inside a line of text. */
function inlineText(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'math_inline')
      text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += ' ';
    else if (token.type === 'image') text += inlineText(token.children ?? []);
    else if (token.type === 'figcaption_open') text += ' ';
  }
  return text;
}

/**
 * Markdown as the plain text a reader sees, on one line: the words of every block and the code of
 * code blocks and the TeX of formulas, from the same parse as the page (search snippets, descriptions).
 */
export function markdownToPlainText(markdown: string): string {
  const parts: string[] = [];
  for (const token of markdownParser.parse(markdown, {})) {
    if (token.type === 'inline') parts.push(inlineText(token.children ?? []));
    else if (token.type === 'fence' || token.type === 'code_block' || token.type === 'math_block')
      parts.push(token.content);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
