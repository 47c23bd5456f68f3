import { Empty } from 'antd';
import type { ReactNode } from 'react';
import styles from './visits-page.module.css';

export interface RankRow {
  key: string;
  /** What the row names: a page, a host, a browser … (a link where there is one). */
  label: ReactNode;
  /** Its full text, for the title of a long one cut short. */
  title: string;
  count: number;
  /** A second number after the first (a page's visitors). */
  detail?: string;
}

/** A ranked list with a bar behind each row in proportion to the largest; an empty one says so. */
export function RankList({ rows, label }: { rows: RankRow[]; label: string }) {
  if (rows.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  }
  const top = Math.max(...rows.map((row) => row.count), 1);
  return (
    <ol className={styles.rank} aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className={styles.rankRow}>
          <span
            className={styles.rankBar}
            style={{ width: `${Math.max(2, (row.count / top) * 100)}%` }}
            aria-hidden="true"
          />
          <span className={styles.rankLabel} title={row.title}>
            {row.label}
          </span>
          <span className={styles.rankCount}>
            {row.count}
            {row.detail && <span className={styles.rankDetail}> · {row.detail}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
