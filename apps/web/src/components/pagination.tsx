import { LeftOutlined, RightOutlined } from './icons';
import { pageCount, paginationItems } from './pagination-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  className?: string;
}

/**
 * The page switcher under article lists: round page buttons with gaps, previous and next arrows.
 * Drawn without antd so the home page can use it. Renders nothing for a single page.
 */
export function Pagination({ current, total, pageSize, onChange, className }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  return (
    <nav className={[styles.pager, className].filter(Boolean).join(' ')} aria-label="分页">
      <button
        type="button"
        className={styles.step}
        aria-label="上一页"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <LeftOutlined aria-hidden />
      </button>
      {paginationItems(current, pages).map((item) =>
        item.type === 'gap' ? (
          <span key={item.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={styles.page}
            aria-label={`第 ${item.page} 页`}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => go(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        aria-label="下一页"
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        <RightOutlined aria-hidden />
      </button>
    </nav>
  );
}
