import 'md-editor-rt/lib/preview.css';
import './setup';
import DOMPurify from 'dompurify';
import { MdPreview } from 'md-editor-rt';
import { useCallback, type CSSProperties } from 'react';
import { useStaticStore } from '../../../stores/static-store';
import styles from './article-markdown.module.css';
import { codeThemeVariant } from './code-theme';
import { useCodeThemeStyle } from './use-code-theme';

/** Binds the preview to its table of contents (md-editor-rt pairs them by this id). */
export const ARTICLE_EDITOR_ID = 'article-content';

/** Heading ids by position, so two headings with the same text still get their own anchors. */
export const articleHeadingId = ({ index }: { index: number }) => `heading-${index}`;

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** A private DOMPurify whose hook opens links to other sites in a new tab, without `window.opener`. */
function articlePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (purifier = instance);
}

/**
 * The rendered HTML passes DOMPurify (DESIGN §11). md-editor-rt already ignores raw HTML in the
 * Markdown; this guards what its plugins produce as well, keeping the attributes its code blocks use.
 */
const sanitizeArticleHtml = (html: string) =>
  articlePurifier().sanitize(html, { ADD_ATTR: ['language', 'rn-wrapper', 'data-line-number'] });

export interface ArticleMarkdownProps {
  content: string;
  /** How many headings the article has, once rendered (none: no table of contents). */
  onHeadingCount?: (count: number) => void;
}

/**
 * The article body: md-editor-rt's MdPreview in the visitor's preview theme and code theme
 * (static store, SPEC §3), following the site's light/dark mode. Images open large on click.
 */
export function ArticleMarkdown({ content, onHeadingCount }: ArticleMarkdownProps) {
  const mode = useStaticStore((state) => state.theme);
  const previewTheme = useStaticStore((state) => state.previewTheme);
  const codeTheme = useStaticStore((state) => state.codeTheme);
  const variant = codeThemeVariant(mode, previewTheme);
  const colors = useCodeThemeStyle(codeTheme, variant);
  const reportCatalog = useCallback(
    (list: readonly unknown[]) => onHeadingCount?.(list.length),
    [onHeadingCount],
  );

  return (
    <div
      className={styles.markdown}
      data-testid="article-content"
      data-preview-theme={previewTheme}
      data-code-theme={`${codeTheme}-${variant}`}
      style={{ '--code-bg': colors.background, '--code-color': colors.color } as CSSProperties}
    >
      <MdPreview
        id={ARTICLE_EDITOR_ID}
        value={content}
        theme={mode}
        previewTheme={previewTheme}
        codeTheme={codeTheme}
        language="zh-CN"
        mdHeadingId={articleHeadingId}
        sanitize={sanitizeArticleHtml}
        onGetCatalog={reportCatalog}
        noKatex
        noMermaid
        noEcharts
        autoFoldThreshold={Number.POSITIVE_INFINITY}
      />
    </div>
  );
}
