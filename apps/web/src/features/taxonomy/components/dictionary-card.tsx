import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { LoadError } from '../../../components/load-error';
import { SkeletonLines } from '../../../components/skeleton-lines';
import styles from './dictionary-card.module.css';

export interface DictionaryCardProps<T> {
  /** What the card lists: 分类 or 标签. */
  name: '分类' | '标签';
  /** The dictionary's query. */
  query: UseQueryResult<T[]>;
  /** The list, once there is something in it. */
  children: (items: T[]) => ReactNode;
}

/**
 * The card of /category and of /tag: the title with how many there are, and while the dictionary
 * loads, fails or is empty, a state saying so (docs/spec.md §2).
 */
export function DictionaryCard<T>({ name, query, children }: DictionaryCardProps<T>) {
  const { data: items, isPending, isError, error, refetch } = query;
  return (
    <Card
      title={
        <>
          {name}
          {items && <span className={styles.count}>- {items.length}</span>}
        </>
      }
    >
      {isPending ? (
        <SkeletonLines label={`${name}加载中`} />
      ) : isError ? (
        <LoadError bare line={`${name}加载失败了`} error={error} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <p className={styles.empty} role="status">
          还没有{name}哦～写下第一篇文章时，{name}就会出现在这里
        </p>
      ) : (
        children(items)
      )}
    </Card>
  );
}
