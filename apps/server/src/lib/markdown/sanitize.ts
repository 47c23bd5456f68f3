import { isHttpUrl, remotePicturePath } from '@blog/contract';
import type SanitizeHtml from 'sanitize-html';
import { LANGUAGE_NAME } from './code-block';
import { katexClasses } from './math';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The MathML elements KaTeX writes (trusted commands such as \includegraphics are off). */
// prettier-ignore
const MATHML_TAGS = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'mtext', 'mspace', 'msub', 'msup',
  'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd',
  'mlabeledtr', 'mstyle', 'mpadded', 'mphantom', 'menclose',
];

/** Their attributes: layout and spacing, never an address. */
// prettier-ignore
const MATHML_ATTRIBUTES = [
  'mathvariant', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'minsize', 'maxsize', 'largeop',
  'movablelimits', 'symmetric', 'accent', 'accentunder', 'linethickness', 'columnalign', 'columnspacing',
  'columnlines', 'rowspacing', 'rowlines', 'scriptlevel', 'displaystyle', 'mathcolor', 'mathbackground',
  'mathsize', 'width', 'height', 'depth', 'voffset', 'notation', 'linebreak',
];

/** A TeX length as KaTeX writes it in a style: `0.5em`, `-1.2em`, `100%`, `calc(100% - 0.3em)`. */
const LENGTH = /^(-?\d*\.?\d+(em|ex|px|pt|%)?|calc\([\d.%+\s()emx-]*\))$/;
/** Up to four lengths, as `margin` takes them. */
const LENGTHS = /^-?\d*\.?\d+(em|ex|px|pt|%)?( -?\d*\.?\d+(em|ex|px|pt|%)?){0,3}$/;
/** A colour as TeX names it (\color{red}, {#cc0000}): a name or hex digits, nothing that could reach out. */
const COLOR = /^(#[\da-f]{3,8}|[a-z]+)$/i;

/** The styles KaTeX writes on its spans and SVGs. */
const KATEX_STYLES = {
  ...Object.fromEntries(
    // prettier-ignore
    [
      'height', 'width', 'min-width', 'vertical-align', 'top', 'bottom', 'left', 'margin-left',
      'margin-right', 'margin-top', 'padding-left', 'border-width', 'border-bottom-width',
      'border-top-width', 'border-right-width',
    ].map((property) => [property, [LENGTH]]),
  ),
  ...Object.fromEntries(['color', 'background-color', 'border-color'].map((property) => [property, [COLOR]])),
  margin: [LENGTHS],
  'border-style': [/^(solid|dashed|dotted)$/],
  'border-right-style': [/^(solid|dashed|dotted)$/],
  position: [/^(relative|absolute)$/],
};

/**
 * Exactly what the rendered Markdown needs (md-editor-rt's preview structure, highlight.js spans,
 * KaTeX's HTML, MathML and SVG) and nothing else. markdown-it already shows raw HTML as text and refuses script links; this is
 * the second lock (docs/design.md §11), and the one that would hold if a plugin ever slipped.
 */
const OPTIONS: SanitizeHtml.IOptions = {
  // prettier-ignore
  allowedTags: [
    ...HEADINGS,
    'p', 'br', 'hr', 'blockquote', 'strong', 'em', 's', 'sub', 'sup', 'code', 'pre', 'span', 'div',
    'a', 'img', 'figure', 'figcaption', 'ul', 'ol', 'li', 'input',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'details', 'summary',
    ...MATHML_TAGS, 'svg', 'path', 'line',
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, ['id']])),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'class', 'width', 'height', 'loading', 'decoding'],
    code: ['class', 'language'],
    span: ['class', 'style', 'title', 'rn-wrapper', 'aria-hidden', 'data-line-number', 'data-tips'],
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
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
    math: ['xmlns', 'display'],
    mpadded: [...MATHML_ATTRIBUTES, 'style'],
    annotation: ['encoding'],
    // The HTML parser gives SVG's attributes in lower case; browsers put viewBox back together.
    svg: ['xmlns', 'width', 'height', 'viewbox', 'preserveaspectratio', 'style'],
    path: ['d'],
    line: ['x1', 'y1', 'x2', 'y2', 'stroke-width'],
  },
  allowedClasses: {
    img: ['md-zoom'],
    code: [/^language-[\w#+.-]*$/],
    span: ['md-editor-*', 'hljs-*', /^[a-z]+_+$/, ...katexClasses()],
    div: ['md-editor-code-flag', 'md-editor-code-action', 'md-editor-admonition', 'md-editor-admonition-*'],
    p: ['md-editor-admonition-title', 'md-math-block'],
    ul: ['contains-task-list'],
    li: ['task-list-item'],
    input: ['task-list-item-checkbox'],
    details: ['md-editor-code'],
    summary: ['md-editor-code-head'],
  },
  allowedStyles: {
    span: { '--md-code-line-number-width': [/^\d+(\.\d+)?ch$/], ...KATEX_STYLES },
    svg: { width: [LENGTH], height: [LENGTH] },
    // \fcolorbox's frame in MathML.
    mpadded: { border: [/^\d*\.?\d+em solid (#[\da-f]{3,8}|[a-z]+)$/i] },
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

/**
 * The article page's: a picture given by address (or protocol-relative) is named by the blog's own
 * address for it (lib/remote-picture), since pages load nothing from other sites.
 */
const PAGE_OPTIONS: SanitizeHtml.IOptions = {
  ...OPTIONS,
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => {
      const source = attribs.src?.startsWith('//') ? `https:${attribs.src}` : attribs.src;
      if (!source || !isHttpUrl(source)) return { tagName, attribs };
      return { tagName, attribs: { ...attribs, src: remotePicturePath(source) } };
    },
  },
};

/**
 * Rendered Markdown, kept to the allow-list above by the given sanitize-html; for a page (`forPage`)
 * with its pictures given by address named by the blog's own address for them.
 */
export const sanitizeRenderedMarkdown = (
  sanitizeHtml: typeof SanitizeHtml,
  html: string,
  { forPage = false } = {},
): string => sanitizeHtml(html, forPage ? PAGE_OPTIONS : OPTIONS);
