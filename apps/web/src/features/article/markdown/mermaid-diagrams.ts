/**
 * Draws an article's Mermaid diagrams in the browser: a chunk of its own (mermaid, from our build),
 * loaded only by articles that have a ```mermaid block (`article-markdown.tsx`). Each block's
 * source stays a code block until its diagram is drawn in its place; a diagram that does not parse
 * says so there, above its source.
 */
import mermaid from 'mermaid';

/** The code blocks the server wrote for ```mermaid. */
export const MERMAID_BLOCK = 'details.md-editor-code > pre > code.language-mermaid';

const DIAGRAM_CLASS = 'md-mermaid';
let renders = 0;

/** The diagram's place before its code block: the one there already (another theme's), or a new one. */
function diagramOf(block: Element): HTMLElement {
  const previous = block.previousElementSibling;
  if (previous instanceof HTMLElement && previous.classList.contains(DIAGRAM_CLASS)) return previous;
  const diagram = document.createElement('div');
  diagram.className = DIAGRAM_CLASS;
  block.before(diagram);
  return diagram;
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();

/**
 * Draws every Mermaid block inside `root` in the site's `theme`, again when called with the other
 * theme. Stops once `current()` is false (the article or the theme changed meanwhile).
 */
export async function drawDiagrams(
  root: HTMLElement,
  theme: 'light' | 'dark',
  current: () => boolean = () => true,
): Promise<void> {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    suppressErrorRendering: true,
    theme: theme === 'dark' ? 'dark' : 'default',
    fontFamily: getComputedStyle(root).fontFamily,
  });
  for (const code of Array.from(root.querySelectorAll(MERMAID_BLOCK))) {
    const block = code.closest('details')!;
    const source = code.textContent ?? '';
    let svg: string | undefined;
    let failure: string | undefined;
    try {
      renders += 1;
      svg = (await mermaid.render(`md-mermaid-${renders}`, source)).svg;
    } catch (error) {
      failure = errorText(error);
    }
    if (!current()) return;
    const diagram = diagramOf(block);
    diagram.dataset.theme = theme;
    diagram.classList.toggle(`${DIAGRAM_CLASS}-error`, svg === undefined);
    if (svg !== undefined) {
      diagram.removeAttribute('role');
      diagram.innerHTML = svg;
      block.setAttribute('data-mermaid-drawn', '');
    } else {
      // The source stays in view, under the reason it could not be drawn.
      diagram.setAttribute('role', 'alert');
      const title = document.createElement('strong');
      title.textContent = '图表无法绘制';
      const reason = document.createElement('span');
      reason.textContent = failure ?? '';
      diagram.replaceChildren(title, reason);
      block.removeAttribute('data-mermaid-drawn');
    }
  }
}
