import { adminRoutes } from '@blog/contract/admin-routes';
import { PlusOutlined } from '../../../components/icons';
import { Avatar, Button, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminRowsTable } from '../../components/admin-table';
import { ConfirmDelete } from '../../components/confirm-delete';
import { nextSort, type ResourceCategoryRow, type ResourceSiteRow } from './resource-forms';
import styles from './resources-page.module.css';
import { SiteModal, type SiteModalProps } from './site-modal';

/** The sites of one resource category, with 添加网站, 编辑 and 删除. */
export function SitePane({
  category,
  categories,
}: {
  category: ResourceCategoryRow;
  categories: ResourceCategoryRow[];
}) {
  const [dialog, setDialog] = useState<SiteModalProps['target'] | null>(null);
  const sites = useAdminRead(
    adminRoutes.resources.sites,
    { querystring: { category_id: category.id } },
    'resources',
  );
  const remove = useAdminWrite(
    (id: number) => callApi(adminRoutes.resources.deleteSite, { params: { id } }),
    { done: '网站已删除', areas: ['resources'] },
  );

  const columns: TableColumnsType<ResourceSiteRow> = [
    {
      title: '网站',
      key: 'site',
      render: (_, site) => (
        <span className={styles.site}>
          <Avatar shape="square" src={site.logo || undefined} alt="">
            {site.name.slice(0, 1)}
          </Avatar>
          <span className={styles.siteText}>
            <Typography.Text strong>{site.name}</Typography.Text>
            <a href={site.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.url}>
              {site.url}
            </a>
          </span>
        </span>
      ),
    },
    {
      title: '简介',
      dataIndex: 'description',
      render: (description: string | null) =>
        description ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: description }} className={styles.description}>
            {description}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
  ];

  return (
    <>
      <header className={styles.paneHead}>
        <Typography.Title level={5} className={styles.paneTitle}>
          {category.name}
        </Typography.Title>
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            setDialog({ initial: { category_id: category.id, sort: nextSort(sites.data ?? []) } })
          }
        >
          添加网站
        </Button>
      </header>
      <AdminRowsTable
        rows={sites}
        size="middle"
        columns={columns}
        actions={{
          width: 120,
          pinOnPhone: true,
          render: (site) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setDialog({ site })}>
                编辑
              </Button>
              <ConfirmDelete
                title={`删除网站「${site.name}」？`}
                onConfirm={() => remove.mutateAsync(site.id)}
              />
            </Space>
          ),
        }}
        scrollX={620}
        empty="这个分类还没有网站"
      />
      {dialog && <SiteModal target={dialog} categories={categories} onClose={() => setDialog(null)} />}
    </>
  );
}
