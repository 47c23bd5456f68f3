import type { AdminMailItem, MailStatus } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Segmented, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MailOutlined } from '../../../components/icons';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';

const STATUSES: Record<MailStatus, { label: string; color: string }> = {
  pending: { label: '待发送', color: 'processing' },
  sent: { label: '已发送', color: 'success' },
  failed: { label: '发送失败', color: 'error' },
};

const FILTERS = [
  { value: 'all', label: '全部' },
  ...Object.entries(STATUSES).map(([value, { label }]) => ({ value, label })),
];

/**
 * 邮件: the mail log (to whom, what, sent or waiting or failed, how many attempts, the last error),
 * 重发 for a failed mail and 发送测试邮件 to the owner's address.
 */
export function MailPage() {
  const [status, setStatus] = useState<MailStatus | 'all'>('all');
  const settings = useAdminRead(adminRoutes.mail.settings, {}, 'mail').data;
  const retry = useAdminWrite((id: number) => callApi(adminRoutes.mail.retry, { params: { id } }), {
    done: '已重新加入发送队列',
    areas: ['mail'],
  });
  const test = useAdminWrite(() => callApi(adminRoutes.mail.test, { body: {} }), {
    done: '测试邮件已加入发送队列',
    areas: ['mail'],
  });

  const columns: TableColumnsType<AdminMailItem> = [
    { title: '收件人', dataIndex: 'to_address', width: 190, ellipsis: true },
    { title: '主题', dataIndex: 'subject', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (value: MailStatus) => <Tag color={STATUSES[value].color}>{STATUSES[value].label}</Tag>,
    },
    { title: '尝试', dataIndex: 'attempts', width: 70, align: 'center' },
    {
      title: '最后错误',
      dataIndex: 'last_error',
      width: 180,
      ellipsis: { showTitle: false },
      render: (error: string | null) =>
        error ? (
          <Tooltip title={error}>
            <Typography.Text type="danger">{error}</Typography.Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: '时间',
      key: 'time',
      width: 200,
      render: (_, row) =>
        row.status === 'sent'
          ? row.sentAt
          : row.status === 'pending'
            ? `下次尝试 ${row.nextAttemptAt}`
            : row.createdAt,
    },
  ];

  return (
    <AdminPage
      extra={
        <Button
          icon={<MailOutlined />}
          disabled={settings?.enabled === false}
          loading={test.isPending}
          onClick={() => test.mutate(undefined)}
        >
          发送测试邮件
        </Button>
      }
    >
      {settings && !settings.enabled && (
        <Typography.Paragraph type="secondary">
          邮件功能未开启：设置环境变量 SMTP_URL 后重启即可。站长邮箱在{' '}
          <Link to="/admin/site?tab=mail">网站设置</Link> 里修改。
        </Typography.Paragraph>
      )}
      <AdminTable
        route={adminRoutes.mail.list}
        query={{ status: status === 'all' ? undefined : status }}
        area="mail"
        unit="封"
        empty="还没有邮件"
        scrollX={1000}
        columns={columns}
        toolbar={
          <Segmented
            options={FILTERS}
            value={status}
            onChange={(value) => setStatus(value as MailStatus | 'all')}
          />
        }
        actions={{
          width: 80,
          render: (row) =>
            row.status === 'failed' ? (
              <Button type="link" size="small" onClick={() => retry.mutate(row.id)}>
                重发
              </Button>
            ) : null,
        }}
      />
    </AdminPage>
  );
}
