import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { PageContainer } from '../../../components/page-container';
import { useOfflinePage } from '../../app-error';
import { articleListPath } from '../taxonomy-api';
import { DictionaryCard } from './dictionary-card';

const pages = {
  category: { routeName: 'Category', name: '分类' },
  tag: { routeName: 'Tag', name: '标签' },
} as const;

export interface DictionaryPageProps<T> {
  kind: 'category' | 'tag';
  /** The dictionary's query. */
  query: UseQueryResult<T[]>;
  /** A category's or tag's name, for its article list's address. */
  nameOf: (item: T) => string;
  /** The list's class (a grid, a cloud) and each link's. */
  listClassName?: string;
  itemClassName?: string;
  itemStyle?: (item: T) => CSSProperties;
  /** What a link shows. */
  children: (item: T) => ReactNode;
}

/**
 * /category and /tag (docs/spec.md §2): the banner, and a card listing every category or tag as a link
 * to its article list.
 */
export function DictionaryPage<T extends { id: number }>({
  kind,
  query,
  nameOf,
  listClassName,
  itemClassName,
  itemStyle,
  children,
}: DictionaryPageProps<T>) {
  const { routeName, name } = pages[kind];
  useOfflinePage(query);
  return (
    <>
      <PageBanner routeName={routeName} title={name} />
      <PageContainer>
        <DictionaryCard name={name} query={query}>
          {(items) => (
            <ul className={listClassName}>
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={articleListPath(kind, item.id, nameOf(item))}
                    className={itemClassName}
                    style={itemStyle?.(item)}
                  >
                    {children(item)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </DictionaryCard>
      </PageContainer>
    </>
  );
}
