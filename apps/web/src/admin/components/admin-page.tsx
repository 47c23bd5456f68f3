import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  /** A heading inside the card, when the section title in the top bar is not enough. */
  title?: ReactNode;
  /** Buttons at the right of the heading (新建 …). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of every console page: one card with an optional heading and actions. */
export function AdminPage({ title, extra, children }: AdminPageProps) {
  return (
    <Card className={styles.page} title={title} extra={extra} variant="borderless">
      {children}
    </Card>
  );
}

/** A row of filters above a table; wraps on narrow screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className={styles.filters} role="search">
      {children}
    </div>
  );
}
