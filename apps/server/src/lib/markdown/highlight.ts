import { CODE_LANGUAGE_ALIASES, type CodeLanguage } from '@blog/contract';
import type { LanguageFn } from 'highlight.js';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import nginx from 'highlight.js/lib/languages/nginx';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import scss from 'highlight.js/lib/languages/scss';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/** The contract's languages, each bound to its grammar (the type keeps the two lists the same). */
const LANGUAGES: Record<CodeLanguage, LanguageFn> = {
  bash,
  c,
  cpp,
  css,
  diff,
  dockerfile,
  go,
  ini,
  java,
  javascript,
  json,
  markdown,
  nginx,
  plaintext,
  python,
  rust,
  scss,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};

const highlighter = hljs.newInstance();
for (const [name, language] of Object.entries(LANGUAGES)) highlighter.registerLanguage(name, language);
for (const [alias, languageName] of Object.entries(CODE_LANGUAGE_ALIASES)) {
  highlighter.registerAliases(alias, { languageName });
}

/**
 * Code as highlight.js HTML (`<span class="hljs-…">`, text escaped), or undefined for a language
 * outside the list: such code is shown plain rather than guessed at.
 */
export function highlightCode(code: string, language: string): string | undefined {
  if (!language || !highlighter.getLanguage(language)) return undefined;
  return highlighter.highlight(code, { language, ignoreIllegals: true }).value;
}
