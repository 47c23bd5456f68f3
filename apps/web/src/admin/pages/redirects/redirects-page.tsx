import type { AdminRedirectItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Empty, Popconfirm, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../lib/http/api';
import { useAdminPage, useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';

const PAGE_SIZE = 20;

/**
 * 旧链接跳转: the old addresses of imported articles (`npm run blog -- import`), each answered with a
 * 301 to its article; one that should lead nowhere any more can be deleted.
 */
export function RedirectsPage() {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const page = useAdminPage(adminRoutes.redirects.list, { querystring: { current, size } }, 'redirects');
  const remove = useAdminWrite((id: number) => callApi(adminRoutes.redirects.delete, { params: { id } }), {
    done: '已删除',
    areas: ['redirects'],
  });

  const columns: TableColumnsType<AdminRedirectItem> = [
    {
      title: '旧链接',
      dataIndex: 'path',
      render: (path: string) => <Typography.Text code>{path}</Typography.Text>,
    },
    {
      title: '跳转到文章',
      key: 'article',
      render: (_, row) => <Link to={`/admin/articles/${row.article_id}`}>{row.article_title}</Link>,
    },
    { title: '导入时间', dataIndex: 'createdAt', width: 180 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_, row) => (
        <Popconfirm
          title={`删除跳转「${row.path}」？`}
          description="删除后，这个旧链接将显示 404。"
          okText="删除"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate(row.id)}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <AdminPage>
      <Typography.Paragraph type="secondary">
        从 Hexo、Hugo 或 WordPress 导入的文章保留了原来的地址：访问旧链接会永久跳转（301）到对应的文章。
      </Typography.Paragraph>
      <Table<AdminRedirectItem>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list}
        loading={page.isFetching}
        scroll={{ x: 640 }}
        locale={{
          emptyText: <Empty description="还没有旧链接：用 npm run blog -- import 导入旧博客后会出现在这里" />,
        }}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 个旧链接`,
          onChange: (next, nextSize) => {
            setCurrent(next);
            setSize(nextSize);
          },
        }}
      />
    </AdminPage>
  );
}
