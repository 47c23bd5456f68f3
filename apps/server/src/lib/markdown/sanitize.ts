import type SanitizeHtml from 'sanitize-html';
import { LANGUAGE_NAME } from './code-block';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Exactly what the rendered Markdown needs (md-editor-rt's preview structure, highlight.js spans)
 * and nothing else. markdown-it already shows raw HTML as text and refuses script links; this is
 * the second lock (docs/design.md §11), and the one that would hold if a plugin ever slipped.
 */
const OPTIONS: SanitizeHtml.IOptions = {
  // prettier-ignore
  allowedTags: [
    ...HEADINGS,
    'p', 'br', 'hr', 'blockquote', 'strong', 'em', 's', 'sub', 'sup', 'code', 'pre', 'span', 'div',
    'a', 'img', 'figure', 'figcaption', 'ul', 'ol', 'li', 'input',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'details', 'summary',
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'class', 'width', 'height', 'loading', 'decoding'],
    code: ['class', 'language'],
    span: ['class', 'style', 'rn-wrapper', 'aria-hidden', 'data-line-number', 'data-tips'],
    div: ['class'],
    p: ['class'],
    ul: ['class'],
    ol: ['start'],
    li: ['class'],
    input: ['class', 'type', 'checked', 'disabled'],
    th: ['style'],
    td: ['style'],
    details: ['class', 'open'],
    summary: ['class'],
  },
  allowedClasses: {
    img: ['md-zoom'],
    code: [/^language-[\w#+.-]*$/],
    span: ['md-editor-*', 'hljs-*', /^[a-z]+_+$/],
    div: ['md-editor-code-flag', 'md-editor-code-action', 'md-editor-admonition', 'md-editor-admonition-*'],
    p: ['md-editor-admonition-title'],
    ul: ['contains-task-list'],
    li: ['task-list-item'],
    input: ['task-list-item-checkbox'],
    details: ['md-editor-code'],
    summary: ['md-editor-code-head'],
  },
  allowedStyles: {
    span: { '--md-code-line-number-width': [/^\d+(\.\d+)?ch$/] },
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  // Only the task list's checkbox, and it cannot be ticked.
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
  transformTags: {
    code: (tagName, { language, ...attribs }) => ({
      tagName,
      attribs: language !== undefined && LANGUAGE_NAME.test(language) ? { ...attribs, language } : attribs,
    }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: '' } }),
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
  disallowedTagsMode: 'escape',
};

/** Rendered Markdown, kept to the allow-list above by the given sanitize-html. */
export const sanitizeRenderedMarkdown = (sanitizeHtml: typeof SanitizeHtml, html: string): string =>
  sanitizeHtml(html, OPTIONS);
