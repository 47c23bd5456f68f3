import { escapeHtml } from '../html';
import { parseCodeInfo } from './code-info';
import { sourceLines, splitHighlightedLines } from './code-lines';
import type { Highlighter } from './highlight';

/** A language name fit for a class: anything else is still shown in the header, but not used. */
export const LANGUAGE_NAME = /^[\w#+.-]*$/;
const languageName = (language: string): string => (LANGUAGE_NAME.test(language) ? language : '');

/** The label md-editor-rt puts on the copy button (zh-CN). */
export const COPY_CODE_TEXT = '复制代码';

/**
 * The body of a code block, one span per line with its number and any `{…}` mark (md-editor-rt's
 * `showCodeRowNumber`): highlighted lines where highlight.js kept to the source's lines, else the
 * escaped source.
 */
function numberedLines(
  code: string,
  highlighted: string | undefined,
  markedLines: { start: number; end: number }[],
) {
  const source = sourceLines(code);
  const pieces = highlighted === undefined ? [] : splitHighlightedLines(highlighted);
  while (
    pieces.length > source.length &&
    !pieces
      .at(-1)
      ?.replace(/<[^>]*>/g, '')
      .trim()
  )
    pieces.pop();
  const useHighlighted = pieces.length === source.length;
  const lines = source.map((line, index) => {
    const number = index + 1;
    const marked = markedLines.some(({ start, end }) => number >= start && number <= end);
    const className = [
      'md-editor-code-line',
      'md-editor-code-line-numbered',
      marked && 'md-editor-code-line-highlight',
    ]
      .filter(Boolean)
      .join(' ');
    const content = useHighlighted ? pieces[index]! : escapeHtml(line);
    return (
      `<span class="${className}"><span rn-wrapper aria-hidden="true" data-line-number="${number}"></span>` +
      `<span class="md-editor-code-line-content">${content}</span></span>`
    );
  });
  const width = Math.max(2, String(source.length).length) + 0.5;
  return `<span class="md-editor-code-block-lines" style="--md-code-line-number-width: ${width}ch;">${lines.join('\n')}</span>`;
}

/**
 * A fenced or indented code block in md-editor-rt's preview structure, which its preview themes
 * style: a foldable `<details class="md-editor-code">` whose header has the three dots, the
 * language, a copy button and the fold icon, over numbered, highlighted lines.
 */
export function renderCodeBlock(code: string, rawInfo: string, highlight: Highlighter): string {
  const info = parseCodeInfo(rawInfo);
  const language = languageName(info.language);
  const label = escapeHtml([info.language, info.attributes].filter(Boolean).join(' '));
  const body = numberedLines(code, highlight(code, info.language), info.markedLines);
  return (
    `<details class="md-editor-code"${info.fold === 'close' ? '' : ' open=""'}>` +
    '<summary class="md-editor-code-head">' +
    '<div class="md-editor-code-flag"><span></span><span></span><span></span></div>' +
    '<div class="md-editor-code-action">' +
    `<span class="md-editor-code-lang">${label}</span>` +
    `<span class="md-editor-copy-button" data-tips="${COPY_CODE_TEXT}">${COPY_CODE_TEXT}</span>` +
    // md-editor-rt draws an SVG chevron here; the page draws it in CSS, so no SVG need pass the sanitizer.
    '<span class="md-editor-collapse-tips"><span class="md-editor-icon" aria-hidden="true"></span></span>' +
    '</div>' +
    '</summary>' +
    `<pre><code class="language-${language}" language="${language}">${body}</code></pre>` +
    '</details>\n'
  );
}

/** A code block for feed readers, which bring no style sheet: the code as it is, and its language. */
export function renderPlainCodeBlock(code: string, rawInfo: string): string {
  const language = languageName(parseCodeInfo(rawInfo).language);
  const className = language ? ` class="language-${language}"` : '';
  return `<pre><code${className}>${escapeHtml(code)}</code></pre>\n`;
}
