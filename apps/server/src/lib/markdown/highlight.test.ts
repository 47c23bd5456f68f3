import { CODE_LANGUAGE_ALIASES, CODE_LANGUAGES } from '@blog/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHighlighter, type Highlighter } from './highlight';

let highlightCode: Highlighter;
beforeAll(async () => {
  highlightCode = await loadHighlighter();
});

describe('highlightCode', () => {
  it('knows every language and alias of the contract (the editor preview highlights the same)', () => {
    for (const language of [...CODE_LANGUAGES, ...Object.keys(CODE_LANGUAGE_ALIASES)]) {
      expect(highlightCode('name = "value"', language), language).toBeDefined();
    }
    expect(highlightCode('const a = 1;', 'ts')).toBe(
      '<span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;',
    );
  });

  it('leaves other languages, and none, to be shown plain', () => {
    expect(highlightCode('++[>+<-]', 'brainfuck')).toBeUndefined();
    expect(highlightCode('text', '')).toBeUndefined();
  });
});
