import { CloseOutlined, OrderedListOutlined } from '../../components/icons';
import type { ArticleTocEntry } from '@blog/contract';
import { useEffect, useState } from 'react';
import { Card } from '../../components/card';
import { ArticleCatalog } from '../../features/article/markdown/article-catalog';
import styles from './article-page.module.css';

interface ArticleTocProps {
  progress: number;
  toc: readonly ArticleTocEntry[];
}

/** The sticky 目录 card beside the article on wide screens, with how far the reader has come. */
export function ArticleTocCard({ progress, toc }: ArticleTocProps) {
  return (
    <Card
      as="aside"
      className={styles.tocCard}
      title={
        <>
          <OrderedListOutlined aria-hidden className={styles.tocIcon} />
          目录
          <span className={styles.progress} aria-label={`已读 ${progress}%`}>
            {progress}%
          </span>
        </>
      }
    >
      <ArticleCatalog toc={toc} />
    </Card>
  );
}

/** On phones: a floating 目录 button that opens the table of contents as a bottom sheet. */
export function ArticleTocDrawer({ progress, toc }: ArticleTocProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.tocButton}
        aria-label="目录"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <OrderedListOutlined aria-hidden />
      </button>
      <div className={styles.sheetMask} data-open={open} onClick={() => setOpen(false)} aria-hidden="true" />
      <section className={styles.sheet} data-open={open} aria-label="目录" aria-hidden={!open} role="dialog">
        <header className={styles.sheetHead}>
          <OrderedListOutlined aria-hidden className={styles.tocIcon} />
          目录
          <span className={styles.progress}>{progress}%</span>
          <button
            type="button"
            className={styles.sheetClose}
            aria-label="关闭目录"
            onClick={() => setOpen(false)}
          >
            <CloseOutlined aria-hidden />
          </button>
        </header>
        {open && <ArticleCatalog toc={toc} onNavigate={() => setOpen(false)} />}
      </section>
    </>
  );
}
