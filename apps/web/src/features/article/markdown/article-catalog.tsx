import type { ArticleTocEntry } from '@blog/contract';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { activeHeadingIndex } from './active-heading';
import styles from './article-catalog.module.css';
import { nestToc, type TocNode } from './toc-tree';

/** Where a heading lands after a click: just below the 60 px fixed header. */
export const HEADER_OFFSET = 76;
/** Where a heading counts as being read. */
const READING_LINE = HEADER_OFFSET + 24;

/** The heading being read, followed while the page scrolls (checked once a frame at most). */
function useActiveHeading(toc: readonly ArticleTocEntry[]): string | undefined {
  const [active, setActive] = useState(toc[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = toc.map(({ id }) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      setActive(toc[activeHeadingIndex(tops, READING_LINE)]?.id);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [toc]);
  return active;
}

/** Scrolls the page smoothly to a heading, below the fixed header, and puts it in the address. */
function scrollToHeading(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  const top = heading.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
  window.scrollTo({ top, behavior: 'smooth' });
  // The router's own history state stays as it is; only the fragment changes.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
}

interface TocListProps {
  nodes: readonly TocNode[];
  active: string | undefined;
  onPick: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
}

function TocList({ nodes, active, onPick }: TocListProps) {
  return (
    <ol className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            href={`#${node.id}`}
            className={styles.link}
            title={node.text}
            aria-current={node.id === active ? 'location' : undefined}
            onClick={(event) => onPick(event, node.id)}
          >
            {node.text}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} active={active} onPick={onPick} />}
        </li>
      ))}
    </ol>
  );
}

export interface ArticleCatalogProps {
  /** The article's headings, as the server found them. */
  toc: readonly ArticleTocEntry[];
  /** Called after an entry was clicked (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/**
 * 目录: the article's headings as nested links, the one being read highlighted as the page
 * scrolls. A click scrolls smoothly to its heading; without scripts the links still jump there.
 */
export function ArticleCatalog({ toc, onNavigate }: ArticleCatalogProps) {
  const tree = useMemo(() => nestToc(toc), [toc]);
  const active = useActiveHeading(toc);
  const navRef = useRef<HTMLElement>(null);

  // Keeps the highlighted entry in sight inside the catalog's own scroll box (never the page's).
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!nav || !link) return;
    const box = nav.getBoundingClientRect();
    const place = link.getBoundingClientRect();
    if (place.top < box.top) nav.scrollTop -= box.top - place.top + 8;
    else if (place.bottom > box.bottom) nav.scrollTop += place.bottom - box.bottom + 8;
  }, [active]);

  const pick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    scrollToHeading(id);
    onNavigate?.();
  };

  return (
    <nav ref={navRef} aria-label="目录" className={styles.catalog} data-testid="article-catalog">
      <TocList nodes={tree} active={active} onPick={pick} />
    </nav>
  );
}
