import type { Link } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Badge, Button, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { LetterAvatar } from '../../../components/letter-avatar';
import { callApi } from '../../../lib/http/api';
import { useAdminPage, useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';
import { ConfirmDelete } from '../../components/confirm-delete';
import { LinkEdit } from './link-edit';
import { HEALTH_AREA, LinkHealth } from './link-health';
import { applicantOf } from './link-form-values';
import { LinkReject } from './link-reject';
import styles from './links-page.module.css';

const PENDING = 1;
const APPROVED = 2;

type View = 'pending' | 'approved' | 'all' | 'health';
const STATUS_OF: Record<Exclude<View, 'health'>, typeof PENDING | typeof APPROVED | undefined> = {
  pending: PENDING,
  approved: APPROVED,
  all: undefined,
};

/**
 * 友链: applications waiting for review first; approve, reject with a reason, edit, delete; and
 * 链接健康, what the server's checks found (dead links flagged, their count on the tab).
 */
export function LinksPage() {
  const [view, setView] = useState<View>('pending');
  const pending = useAdminPage(
    adminRoutes.links.list,
    { querystring: { current: 1, size: 1, status: PENDING } },
    'links',
  );
  const dead = useAdminPage(
    adminRoutes.friendFeeds.list,
    { querystring: { current: 1, size: 1, dead: 1 } },
    HEALTH_AREA,
  );
  const [editing, setEditing] = useState<Link | null>(null);
  const [rejecting, setRejecting] = useState<Link | null>(null);
  // A link approved or deleted joins or leaves the health list.
  const approve = useAdminWrite((id: number) => callApi(adminRoutes.links.approve, { params: { id } }), {
    done: '已通过，申请人会收到通知',
    areas: ['links', 'stats', HEALTH_AREA],
  });
  const remove = useAdminWrite((id: number) => callApi(adminRoutes.links.delete, { params: { id } }), {
    done: '友链已删除',
    areas: ['links', 'stats', HEALTH_AREA],
  });

  const columns: TableColumnsType<Link> = [
    {
      title: '网站',
      key: 'site',
      width: 200,
      render: (_value, link) => (
        <span className={styles.site}>
          <LetterAvatar
            src={link.site_avatar}
            name={link.site_name}
            shape="square"
            className={styles.avatar}
          />
          <span className={styles.name}>{link.site_name}</span>
        </span>
      ),
    },
    {
      title: '描述',
      dataIndex: 'site_desc',
      render: (description: string | null) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: description }} className={styles.description}>
          {description || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: '地址',
      dataIndex: 'url',
      width: 200,
      render: (url: string) => (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={styles.url}>
          {url}
        </a>
      ),
    },
    { title: '申请人', key: 'applicant', width: 100, render: (_value, link) => applicantOf(link) },
    ...(view === 'all'
      ? [
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: number) =>
              status === PENDING ? <Tag color="orange">待审核</Tag> : <Tag color="green">已通过</Tag>,
          },
        ]
      : []),
    { title: '申请时间', dataIndex: 'createdAt', width: 165 },
  ];

  const pendingCount = pending.data?.total ?? 0;
  return (
    <AdminPage title="友链">
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as View)}
        items={[
          {
            key: 'pending',
            label: (
              <Badge count={pendingCount} size="small" offset={[10, -2]}>
                待审核
              </Badge>
            ),
          },
          { key: 'approved', label: '已通过' },
          { key: 'all', label: '全部' },
          {
            key: 'health',
            label: (
              <Badge count={dead.data?.total ?? 0} size="small" offset={[10, -2]} title="已失效的友链">
                链接健康
              </Badge>
            ),
          },
        ]}
      />
      {view === 'health' ? (
        <LinkHealth />
      ) : (
        <AdminTable
          route={adminRoutes.links.list}
          query={{ status: STATUS_OF[view] }}
          area="links"
          columns={columns}
          actions={{
            width: 210,
            render: (link) => (
              <Space size={0}>
                {link.status === PENDING && (
                  <>
                    <Button
                      type="link"
                      size="small"
                      loading={approve.isPending && approve.variables === link.id}
                      onClick={() => approve.mutate(link.id)}
                    >
                      通过
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setRejecting(link)}>
                      拒绝
                    </Button>
                  </>
                )}
                <Button type="link" size="small" onClick={() => setEditing(link)}>
                  编辑
                </Button>
                <ConfirmDelete
                  title={`删除友链「${link.site_name}」？`}
                  onConfirm={() => remove.mutateAsync(link.id)}
                />
              </Space>
            ),
          }}
          scrollX={1040}
          empty={view === 'pending' ? '没有待审核的友链申请' : '还没有友链'}
        />
      )}
      {editing && <LinkEdit link={editing} onClose={() => setEditing(null)} />}
      {rejecting && <LinkReject link={rejecting} onClose={() => setRejecting(null)} />}
    </AdminPage>
  );
}
