import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/** The centred content column under a page banner. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.container, className].filter(Boolean).join(' ')}>{children}</div>;
}
