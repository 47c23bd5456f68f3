import { CODE_LANGUAGE_ALIASES, type CodeLanguage } from '@blog/contract';
import type { LanguageFn } from 'highlight.js';

type Grammar = () => Promise<{ default: LanguageFn }>;

/** The contract's languages, each bound to its grammar (the type keeps the two lists the same). */
const LANGUAGES: Record<CodeLanguage, Grammar> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  css: () => import('highlight.js/lib/languages/css'),
  diff: () => import('highlight.js/lib/languages/diff'),
  dockerfile: () => import('highlight.js/lib/languages/dockerfile'),
  go: () => import('highlight.js/lib/languages/go'),
  ini: () => import('highlight.js/lib/languages/ini'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  nginx: () => import('highlight.js/lib/languages/nginx'),
  plaintext: () => import('highlight.js/lib/languages/plaintext'),
  python: () => import('highlight.js/lib/languages/python'),
  rust: () => import('highlight.js/lib/languages/rust'),
  scss: () => import('highlight.js/lib/languages/scss'),
  shell: () => import('highlight.js/lib/languages/shell'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

/**
 * Code as highlight.js HTML (`<span class="hljs-…">`, text escaped), or undefined for a language
 * outside the list: such code is shown plain rather than guessed at.
 */
export type Highlighter = (code: string, language: string) => string | undefined;

/** highlight.js with the contract's languages, loaded (about 5 MB) when first needed. */
export async function loadHighlighter(): Promise<Highlighter> {
  const [{ default: hljs }, grammars] = await Promise.all([
    import('highlight.js/lib/core'),
    Promise.all(
      Object.entries(LANGUAGES).map(async ([name, load]) => [name, (await load()).default] as const),
    ),
  ]);
  const highlighter = hljs.newInstance();
  for (const [name, grammar] of grammars) highlighter.registerLanguage(name, grammar);
  for (const [alias, languageName] of Object.entries(CODE_LANGUAGE_ALIASES)) {
    highlighter.registerAliases(alias, { languageName });
  }
  return (code, language) =>
    language && highlighter.getLanguage(language)
      ? highlighter.highlight(code, { language, ignoreIllegals: true }).value
      : undefined;
}
