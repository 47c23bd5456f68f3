/**
 * Splits highlighted code into one piece of HTML per line, each balanced: a `<span>` that runs
 * over a line break is closed at the end of the line and opened again on the next.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let line = '';
  for (const [, text, tag] of html.replace(/\r\n?/g, '\n').matchAll(/([^<]+)|(<[^>]*>)/g)) {
    if (tag) {
      line += tag;
      if (tag.startsWith('</')) open.pop();
      else if (!tag.endsWith('/>')) open.push(tag);
      continue;
    }
    const [first = '', ...rest] = (text ?? '').split('\n');
    line += first;
    for (const next of rest) {
      lines.push(line + '</span>'.repeat(open.length));
      line = open.join('') + next;
    }
  }
  lines.push(line);
  return lines;
}

/** The code's own lines: one trailing line break ends the last line rather than starting another. */
export function sourceLines(code: string): string[] {
  const text = code.replace(/\r\n?/g, '\n');
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
}
