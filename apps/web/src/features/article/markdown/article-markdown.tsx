import 'md-editor-rt/lib/preview.css';
import './math.css';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import type { LightboxImage } from '../../../components/lightbox';
import { onDemand } from '../../../components/on-demand';
import { toast } from '../../../lib/toast';
import { useStaticStore } from '../../../stores/static-store';
import styles from './article-markdown.module.css';
import { codeThemeVariant } from './code-theme';
import { ARTICLE_BODY_ELEMENT_ID, ARTICLE_EDITOR_ID } from './element-ids';
import { addKatexStylesheet, hasMath } from './katex-style';
import { useShownPreviewTheme } from './preview-theme';
import { useCodeThemeStyle } from './use-code-theme';

/** The picture viewer's code comes when a reader reaches for a picture. */
const lightbox = onDemand(async () => (await import('../../../components/lightbox')).Lightbox);

/** The clipboard code comes when a reader reaches for a code block's copy button. */
const loadCopy = () => import('../../../lib/copy');

/**
 * The diagrams' code (mermaid) comes only with an article that has a ```mermaid block, in the
 * browser only (the server's renderer never draws, so its bundle leaves mermaid out).
 */
const loadDiagrams = () =>
  import.meta.env.SSR ? Promise.reject(new Error('drawn in the browser')) : import('./mermaid-diagrams');
/** The same selector as mermaid-diagrams.ts's MERMAID_BLOCK, without loading that chunk to ask. */
const MERMAID_BLOCK = 'details.md-editor-code > pre > code.language-mermaid';

/** What md-editor-rt's copy button says after a copy, for 1.5 s. */
const COPY_FEEDBACK_MS = 1500;

/** Copies a code block's code and says so on the button (as md-editor-rt did) and in a toast (docs/spec.md §8). */
async function copyCodeOf(button: HTMLElement): Promise<void> {
  const code = button.closest('.md-editor-code')?.querySelector('pre code')?.textContent ?? '';
  const { copiedNotice, copyText } = await loadCopy();
  const copied = await copyText(code);
  const label = button.dataset.tips ?? button.textContent ?? '';
  button.textContent = copied ? '已复制！' : '复制失败！';
  window.setTimeout(() => (button.textContent = label), COPY_FEEDBACK_MS);
  if (!copied) return;
  toast.info(copiedNotice(code));
}

export interface ArticleMarkdownProps {
  /** The body as the server rendered and sanitized it (`article_html`). */
  html: string;
}

/**
 * The article body: the server's HTML inside md-editor-rt's preview wrappers, so its preview
 * themes (only their CSS is loaded) and the chosen highlight.js code theme style it as the
 * visitor picked (static store, docs/spec.md §3). A click on a picture opens it large; the copy button
 * of a code block copies the code. Formulas come rendered from the server and bring KaTeX's style
 * sheet; Mermaid diagrams are drawn here, in the site's theme, by a chunk only their articles load.
 */
export function ArticleMarkdown({ html }: ArticleMarkdownProps) {
  // While the server's HTML hydrates, zustand answers with the store's initial state, as the server
  // did; the visitor's own themes (local storage) follow in the next render.
  const mode = useStaticStore((state) => state.theme);
  const previewTheme = useShownPreviewTheme(useStaticStore((state) => state.previewTheme));
  const codeTheme = useStaticStore((state) => state.codeTheme);
  const variant = codeThemeVariant(mode, previewTheme);
  const { colors, style } = useCodeThemeStyle(codeTheme, variant);
  const body = useMemo(() => ({ __html: html }), [html]);
  const [viewer, setViewer] = useState<{ images: LightboxImage[]; index: number } | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hasMath(html)) addKatexStylesheet();
  }, [html]);

  useEffect(() => {
    const root = bodyRef.current;
    if (!root?.querySelector(MERMAID_BLOCK)) return;
    let current = true;
    void loadDiagrams().then(({ drawDiagrams }) => {
      if (current) return drawDiagrams(root, mode, () => current);
    });
    return () => {
      current = false;
    };
  }, [html, mode]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const copyButton = event.target.closest<HTMLElement>('.md-editor-copy-button');
    if (copyButton) {
      // The button sits in the block's <summary>: copying must not fold the code away.
      event.preventDefault();
      void copyCodeOf(copyButton);
      return;
    }
    const image = event.target.closest('img');
    if (!image || image.closest('a')) return;
    const pictures = Array.from(event.currentTarget.querySelectorAll('img'));
    setViewer({
      images: pictures.map((picture) => ({
        src: picture.currentSrc || picture.src,
        alt: picture.alt || undefined,
      })),
      index: pictures.indexOf(image),
    });
  };

  return (
    <div
      className={styles.markdown}
      data-testid="article-content"
      data-preview-theme={previewTheme}
      data-code-theme={`${codeTheme}-${variant}`}
      style={{ '--code-bg': colors.background, '--code-color': colors.color } as CSSProperties}
    >
      {style}
      <div id={ARTICLE_EDITOR_ID} className="md-editor md-editor-previewOnly" data-theme={mode}>
        <div
          id={ARTICLE_BODY_ELEMENT_ID}
          ref={bodyRef}
          className={`md-editor-preview ${previewTheme}-theme md-editor-scrn`}
          dangerouslySetInnerHTML={body}
          onClick={onClick}
          onPointerOver={(event) => {
            if (event.target instanceof HTMLImageElement) void lightbox.preload();
            else if (event.target instanceof Element && event.target.closest('.md-editor-copy-button')) {
              void loadCopy();
            }
          }}
        />
      </div>
      {viewer && (
        <lightbox.Component
          images={viewer.images}
          index={viewer.index}
          onIndexChange={(index) => setViewer((open) => open && { ...open, index })}
          onClose={() => setViewer(null)}
        />
      )}
    </div>
  );
}
