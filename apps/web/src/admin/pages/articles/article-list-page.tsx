import type { AdminTaxonomyItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { DeleteOutlined, EditOutlined, FileTextOutlined } from '../../../components/icons';
import { Button, Segmented, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminPage, KeywordSearch } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';
import { BIN_COLUMNS, BinActions, LIVE_COLUMNS, LiveActions, type ArticleActions } from './article-columns';
import { STATUS_OPTIONS } from './article-labels';
import styles from './article-list-page.module.css';
import { isFiltered, NO_FILTERS, toListParams, type ArticleFilters } from './list-query';

/** 分类筛选 or 标签筛选: one of them (searchable, each with its article count), or all. */
function TaxonomyFilter({
  word,
  items,
  value,
  onChange,
}: {
  word: string;
  items: { data: AdminTaxonomyItem[] | undefined; isLoading: boolean };
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <Select
      aria-label={`${word}筛选`}
      placeholder={`全部${word}`}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      options={(items.data ?? []).map((item) => ({
        value: item.id,
        label: `${item.name}（${item.articleCount}）`,
      }))}
      loading={items.isLoading}
      className={styles.filter}
      onChange={onChange}
    />
  );
}

function useArticleActions(): ArticleActions {
  const areas = ['articles', 'stats', 'taxonomy'];
  const status = useAdminWrite(
    ({ id, value }: { id: number; value: 1 | 3 }) =>
      callApi(adminRoutes.articles.status, { params: { id }, body: { status: value } }),
    { done: '状态已更新', areas },
  );
  const recycle = useAdminWrite((id: number) => callApi(adminRoutes.articles.recycle, { params: { id } }), {
    done: '已移到回收站',
    areas,
  });
  const restore = useAdminWrite((id: number) => callApi(adminRoutes.articles.restore, { params: { id } }), {
    done: '已恢复',
    areas,
  });
  const purge = useAdminWrite((id: number) => callApi(adminRoutes.articles.purge, { params: { id } }), {
    done: '已彻底删除',
    areas,
  });
  return {
    setStatus: (article, value) => status.mutateAsync({ id: article.id, value }),
    recycle: (article) => recycle.mutateAsync(article.id),
    restore: (article) => restore.mutateAsync(article.id),
    purge: (article) => purge.mutateAsync(article.id),
  };
}

/** 文章管理: every article with filters, publishing, pinning and the recycle bin. */
export function ArticleListPage() {
  const [filters, setFilters] = useState<ArticleFilters>(NO_FILTERS);
  const categories = useAdminRead(adminRoutes.categories.list, {}, 'taxonomy');
  const tags = useAdminRead(adminRoutes.tags.list, {}, 'taxonomy');
  const actions = useArticleActions();
  const filter = (changes: Partial<ArticleFilters>) => setFilters({ ...filters, ...changes });

  const emptyText = filters.deleted
    ? '回收站是空的'
    : isFiltered(filters)
      ? '没有符合条件的文章'
      : '还没有文章，写下第一篇吧';

  return (
    <AdminPage
      title="文章管理"
      extra={
        <Link to="/admin/articles/new">
          <Button type="primary" icon={<EditOutlined />}>
            写文章
          </Button>
        </Link>
      }
    >
      <Segmented
        className={styles.tabs}
        value={filters.deleted ? 'bin' : 'live'}
        onChange={(value) => filter({ deleted: value === 'bin' })}
        options={[
          { value: 'live', label: '文章', icon: <FileTextOutlined /> },
          { value: 'bin', label: '回收站', icon: <DeleteOutlined /> },
        ]}
      />
      <AdminTable
        route={adminRoutes.articles.list}
        query={toListParams(filters)}
        area="articles"
        columns={filters.deleted ? BIN_COLUMNS : LIVE_COLUMNS}
        actions={
          filters.deleted
            ? { width: 170, render: (article) => <BinActions article={article} actions={actions} /> }
            : { width: 230, render: (article) => <LiveActions article={article} actions={actions} /> }
        }
        scrollX={filters.deleted ? 900 : 1420}
        empty={emptyText}
        unit="篇"
        toolbar={
          <>
            <Select
              aria-label="状态筛选"
              value={filters.status}
              options={STATUS_OPTIONS}
              className={styles.filter}
              onChange={(status) => filter({ status })}
            />
            <TaxonomyFilter
              word="分类"
              items={categories}
              value={filters.categoryId}
              onChange={(categoryId) => filter({ categoryId })}
            />
            <TaxonomyFilter
              word="标签"
              items={tags}
              value={filters.tagId}
              onChange={(tagId) => filter({ tagId })}
            />
            <KeywordSearch
              label="搜索文章"
              placeholder="搜索标题或正文"
              className={styles.search}
              onSearch={(keyword) => filter({ keyword })}
            />
          </>
        }
      />
    </AdminPage>
  );
}
