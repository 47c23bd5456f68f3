/**
 * How article Markdown is rendered, shared by the server's renderer (the article page, RSS) and the
 * console's editor preview, so that both show the same anchors and highlight the same languages.
 */

/** The highlight.js languages a tech blog writes about; fences in any other language stay plain. */
export const CODE_LANGUAGES = [
  'bash',
  'c',
  'cpp',
  'css',
  'diff',
  'dockerfile',
  'go',
  'ini',
  'java',
  'javascript',
  'json',
  'markdown',
  'nginx',
  'plaintext',
  'python',
  'rust',
  'scss',
  'shell',
  'sql',
  'typescript',
  'xml',
  'yaml',
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Names beyond highlight.js's own aliases: single-file components are HTML at heart, TOML reads well as INI. */
export const CODE_LANGUAGE_ALIASES: Readonly<Record<string, CodeLanguage>> = {
  vue: 'xml',
  svelte: 'xml',
  toml: 'ini',
  text: 'plaintext',
  txt: 'plaintext',
};

/**
 * A heading's anchor: by position (1 for the first heading), so two headings with the same text
 * still get their own, and a link to one survives a change of its words.
 */
export const articleHeadingId = (index: number): string => `heading-${index}`;
