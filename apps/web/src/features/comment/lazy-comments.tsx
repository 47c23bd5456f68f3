import { lazy, Suspense, useRef } from 'react';
import { Card } from '../../components/card';
import { useWanted } from '../../components/use-wanted';
import { useHydrated } from '../../lib/use-hydrated';
import { COMMENT_ANCHOR } from './comment-anchor';
import type { CommentsProps } from './comments';
import styles from './comments.module.css';

const CommentsPanel = lazy(() => import('./comments'));

/**
 * 评论 under an article, a talk or a message. The panel (and the antd parts it uses) is its own
 * chunk, loaded when the visitor comes near it or starts scrolling towards it (components/use-wanted),
 * so the page above it neither waits for it nor shares the main thread with it while it first shows.
 */
export function Comments(props: CommentsProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  // A link to one comment (a reply mail's, `#comment-12`) wants the comments at once.
  const hydrated = useHydrated();
  const anchored = hydrated && COMMENT_ANCHOR.test(window.location.hash);
  const wanted = useWanted(placeholderRef) || anchored;
  const placeholder = (
    <Card className={styles.card}>
      <div
        ref={placeholderRef}
        className={styles.skeleton}
        role="status"
        aria-busy="true"
        aria-label="评论加载中"
      />
    </Card>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CommentsPanel {...props} />
    </Suspense>
  );
}
