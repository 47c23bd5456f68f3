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

/**
 * The editor preview's highlight.js: its core and the contract's languages (the ones the server
 * highlights articles in), instead of md-editor-rt's default of fetching all of highlight.js from a
 * public CDN (docs/design.md §4). The type keeps this list the contract's.
 */
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

for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
for (const [alias, languageName] of Object.entries(CODE_LANGUAGE_ALIASES)) {
  hljs.registerAliases(alias, { languageName });
}

/**
 * Code as highlight.js HTML, or plain escaped text for a language outside the list, which the
 * server shows unhighlighted too (md-editor-rt would guess one).
 */
export function highlightCode(code: string, language: string, escapeHtml: (text: string) => string): string {
  return language && hljs.getLanguage(language)
    ? hljs.highlight(code, { language, ignoreIllegals: true }).value
    : escapeHtml(code);
}

export { hljs };
