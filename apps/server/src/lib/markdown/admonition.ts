import type { PluginSimple, StateBlock } from 'markdown-it';

const MARKER = '!';
const MARKER_CODE = MARKER.charCodeAt(0);
const MARKER_COUNT = 3;

/**
 * md-editor-rt's admonitions: a block between `!!! type title` and `!!!` becomes
 * `<div class="md-editor-admonition md-editor-admonition-type">` with the title as its first line.
 */
export const admonitionPlugin: PluginSimple = (md) => {
  const admonition = (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    let start = state.bMarks[startLine]! + state.tShift[startLine]!;
    let max = state.eMarks[startLine]!;
    if (state.src.charCodeAt(start) !== MARKER_CODE) return false;
    let position = start + 1;
    while (position <= max && state.src[position] === MARKER) position += 1;
    if (position - start !== MARKER_COUNT) return false;
    const markup = state.src.slice(start, position);
    const params = state.src.slice(position, max).trim();
    const [type = '', ...titleWords] = params.split(' ');
    const title = titleWords.join(' ').trim();
    if (silent) return true;

    let nextLine = startLine;
    let closed = false;
    for (;;) {
      nextLine += 1;
      if (nextLine >= endLine) break;
      start = state.bMarks[nextLine]! + state.tShift[nextLine]!;
      max = state.eMarks[nextLine]!;
      // A line less indented than the block ends it (as in a list).
      if (start < max && state.sCount[nextLine]! < state.blkIndent) break;
      if (state.src.charCodeAt(start) !== MARKER_CODE || state.sCount[nextLine]! - state.blkIndent >= 4) {
        continue;
      }
      let end = start + 1;
      while (end <= max && state.src[end] === MARKER) end += 1;
      if (end - start < MARKER_COUNT || state.skipSpaces(end) < max) continue;
      closed = true;
      break;
    }

    const parentType = state.parentType;
    const lineMax = state.lineMax;
    state.parentType = 'root';
    state.lineMax = nextLine;

    const open = state.push('admonition_open', 'div', 1);
    open.markup = markup;
    open.block = true;
    open.info = type;
    open.map = [startLine, nextLine];
    open.attrSet('class', `md-editor-admonition md-editor-admonition-${type}`);
    if (title) {
      const titleOpen = state.push('admonition_title_open', 'p', 1);
      titleOpen.attrSet('class', 'md-editor-admonition-title');
      const inline = state.push('inline', '', 0);
      inline.content = title;
      inline.map = [startLine, startLine + 1];
      inline.children = [];
      state.push('admonition_title_close', 'p', -1);
    }
    state.md.block.tokenize(state, startLine + 1, nextLine);
    const close = state.push('admonition_close', 'div', -1);
    close.block = true;

    state.parentType = parentType;
    state.lineMax = lineMax;
    state.line = nextLine + (closed ? 1 : 0);
    return true;
  };
  md.block.ruler.before('code', 'admonition', admonition, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
};
