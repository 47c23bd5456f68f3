import { Button, Card, Input } from 'antd';
import type { ReactNode } from 'react';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  /** A heading inside the card, when the section title in the top bar is not enough. */
  title?: ReactNode;
  /** The page's main action, a primary button at the right of the heading (新建相册, 上传歌曲 …). */
  action?: { label: string; icon: ReactNode; onClick: () => void };
  /** Anything else at the right of the heading (a link, a switch), when there is no `action`. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of every console page: one card with an optional heading and actions. */
export function AdminPage({ title, action, extra, children }: AdminPageProps) {
  return (
    <Card
      className={styles.page}
      title={title}
      extra={
        action ? (
          <Button type="primary" icon={action.icon} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : (
          extra
        )
      }
      variant="borderless"
    >
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

export interface KeywordSearchProps {
  /** Its accessible name: 搜索留言. */
  label: string;
  placeholder: string;
  /** The keyword, trimmed, on Enter or the search button ('' when cleared). */
  onSearch: (keyword: string) => void;
  defaultValue?: string;
  /** Its width. */
  className?: string;
}

/** The search box among a list's filters. */
export function KeywordSearch({ label, placeholder, onSearch, defaultValue, className }: KeywordSearchProps) {
  return (
    <Input.Search
      allowClear
      maxLength={50}
      placeholder={placeholder}
      aria-label={label}
      defaultValue={defaultValue}
      className={className}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
