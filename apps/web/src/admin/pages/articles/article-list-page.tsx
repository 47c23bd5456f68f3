import type { AdminTaxonomyItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { DeleteOutlined, EditOutlined, FileTextOutlined } from '../../../components/icons';
import { Button, Empty, Grid, Input, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../lib/http/api';
import { useAdminPage, useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminPage, FilterBar } from '../../components/admin-page';
import { binColumns, liveColumns, type ArticleActions } from './article-columns';
import { STATUS_OPTIONS } from './article-labels';
import styles from './article-list-page.module.css';
import { FIRST_PAGE, isFiltered, toListParams, type ArticleListQuery } from './list-query';

const taxonomyOptions = (items: AdminTaxonomyItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: `${item.name}（${item.articleCount}）` }));

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
  const [query, setQuery] = useState<ArticleListQuery>(FIRST_PAGE);
  const [keyword, setKeyword] = useState('');
  const page = useAdminPage(adminRoutes.articles.list, { querystring: toListParams(query) }, 'articles');
  const categories = useAdminRead(adminRoutes.categories.list, {}, 'taxonomy');
  const tags = useAdminRead(adminRoutes.tags.list, {}, 'taxonomy');
  const actions = useArticleActions();
  const wide = Grid.useBreakpoint().md ?? true;
  const filter = (changes: Partial<ArticleListQuery>) => setQuery({ ...query, ...changes, current: 1 });

  const list = page.data?.list ?? [];
  // Removing the last article of a page moves back to the page before.
  if (page.data && !page.isFetching && list.length === 0 && query.current > 1)
    setQuery({ ...query, current: query.current - 1 });

  const emptyText = query.deleted
    ? '回收站是空的'
    : isFiltered(query)
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
        value={query.deleted ? 'bin' : 'live'}
        onChange={(value) => filter({ deleted: value === 'bin' })}
        options={[
          { value: 'live', label: '文章', icon: <FileTextOutlined /> },
          { value: 'bin', label: '回收站', icon: <DeleteOutlined /> },
        ]}
      />
      <FilterBar>
        <Select
          aria-label="状态筛选"
          value={query.status}
          options={STATUS_OPTIONS}
          className={styles.filter}
          onChange={(status) => filter({ status })}
        />
        <Select
          aria-label="分类筛选"
          placeholder="全部分类"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={query.categoryId}
          options={taxonomyOptions(categories.data)}
          loading={categories.isLoading}
          className={styles.filter}
          onChange={(categoryId?: number) => filter({ categoryId })}
        />
        <Select
          aria-label="标签筛选"
          placeholder="全部标签"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={query.tagId}
          options={taxonomyOptions(tags.data)}
          loading={tags.isLoading}
          className={styles.filter}
          onChange={(tagId?: number) => filter({ tagId })}
        />
        <Input.Search
          aria-label="搜索文章"
          placeholder="搜索标题或正文"
          allowClear
          maxLength={50}
          value={keyword}
          className={styles.search}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => filter({ keyword: value })}
        />
      </FilterBar>
      <Table
        rowKey="id"
        columns={query.deleted ? binColumns(actions, wide) : liveColumns(actions, wide)}
        dataSource={list}
        loading={page.isFetching}
        scroll={{ x: query.deleted ? 900 : 1420 }}
        locale={{ emptyText: <Empty description={emptyText} /> }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 篇`,
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
    </AdminPage>
  );
}
