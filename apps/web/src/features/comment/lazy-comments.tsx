import { lazy, Suspense } from 'react';
import { Card } from '../../components/card';
import type { CommentsProps } from './comments';
import styles from './comments.module.css';

const CommentsPanel = lazy(() => import('./comments'));

/**
 * 评论 under an article, a talk or a message. The panel (and the antd parts it uses) loads as its
 * own chunk once rendered, so the page above it does not wait for it.
 */
export function Comments(props: CommentsProps) {
  return (
    <Suspense
      fallback={
        <Card className={styles.card}>
          <div className={styles.skeleton} aria-busy="true" aria-label="评论加载中" />
        </Card>
      }
    >
      <CommentsPanel {...props} />
    </Suspense>
  );
}
