import { MdCatalog } from 'md-editor-rt';
import { useState } from 'react';
import { useStaticStore } from '../../../stores/static-store';
import { ARTICLE_EDITOR_ID, articleHeadingId } from './article-markdown';
import styles from './article-catalog.module.css';

/** Where a heading counts as being read: just below the fixed header. */
const HEADER_OFFSET = 76;

export interface ArticleCatalogProps {
  /** Called after an entry was clicked (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/**
 * 目录: md-editor-rt's MdCatalog for the article above, following the page's own scrolling and
 * highlighting the heading being read. Clicking an entry scrolls smoothly to its heading.
 */
export function ArticleCatalog({ onNavigate }: ArticleCatalogProps) {
  const mode = useStaticStore((state) => state.theme);
  const [scrollElement] = useState(() => document.documentElement);
  return (
    <nav aria-label="目录" className={styles.catalog} data-testid="article-catalog">
      <MdCatalog
        editorId={ARTICLE_EDITOR_ID}
        mdHeadingId={articleHeadingId}
        scrollElement={scrollElement}
        scrollElementOffsetTop={HEADER_OFFSET}
        offsetTop={HEADER_OFFSET + 24}
        theme={mode}
        onClick={() => onNavigate?.()}
      />
    </nav>
  );
}
