import type { HeldItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Empty, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { Excerpt, Person } from './moderation-cells';
import { commentTarget } from './moderation-text';
import styles from './moderation-page.module.css';

/** What a decision refreshes: the queue, the lists it joins or leaves, the dashboard's count. */
const AREAS = ['moderation', 'messages', 'comments', 'stats', 'users'];

const keyOf = (item: Pick<HeldItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;
const refOf = ({ kind, id }: HeldItem) => ({ kind, id });

function Where({ item }: { item: HeldItem }) {
  if (item.kind === 'message') return <Tag color="purple">留言板</Tag>;
  const target = item.type !== null && item.for_id !== null ? commentTarget(item.type, item.for_id) : null;
  if (!target) return <Tag>评论</Tag>;
  return (
    <a href={target.href} target="_blank" rel="noreferrer" className={styles.on}>
      <Tag color="blue">{item.parent_id === null ? `${target.label}评论` : `${target.label}回复`}</Tag>#
      {item.for_id}
    </a>
  );
}

/**
 * 待审核: the comments and messages moderation held, newest first, with why; each (or a selection)
 * is approved — published, and announced as a new one is — or rejected (deleted), and a spammer's
 * guest address or account can be banned at once.
 */
export function HeldQueue() {
  const queue = useAdminRead(adminRoutes.moderation.queue, {}, 'moderation');
  const [selected, setSelected] = useState<string[]>([]);
  const decide =
    (route: typeof adminRoutes.moderation.approve | typeof adminRoutes.moderation.reject) =>
    (items: HeldItem[]) =>
      callApi(route, { body: { items: items.map(refOf) } });
  const approve = useAdminWrite(decide(adminRoutes.moderation.approve), {
    done: (result) => `已通过 ${result.done} 条`,
    areas: AREAS,
  });
  const reject = useAdminWrite(decide(adminRoutes.moderation.reject), {
    done: (result) => `已拒绝并删除 ${result.done} 条`,
    areas: AREAS,
  });
  const ban = useAdminWrite(
    (item: HeldItem) =>
      callApi(adminRoutes.moderation.ban, { body: { ...refOf(item), reason: item.reason } }),
    {
      done: (result) =>
        result.banned === 'ip' ? `已封禁地址 ${result.value}` : `已停用账号 ${result.value}`,
      areas: [...AREAS, 'banned-ips'],
    },
  );

  if (queue.isError) return <LoadError bare line="待审核列表加载失败" onRetry={() => void queue.refetch()} />;
  const list = queue.data?.list ?? [];
  const chosen = list.filter((item) => selected.includes(keyOf(item)));
  const busy = approve.isPending || reject.isPending || ban.isPending;

  const columns: TableColumnsType<HeldItem> = [
    {
      title: '作者',
      key: 'author',
      width: 170,
      render: (_value, item) => (
        <Space direction="vertical" size={0}>
          <Person name={item.nick_name} />
          <span className={styles.muted}>
            {item.user_id === null ? `游客 · ${item.ip ?? '地址未记录'}` : '注册用户'}
          </span>
        </Space>
      ),
    },
    {
      title: '内容',
      dataIndex: 'content',
      render: (content: string) => <Excerpt text={content}>{content || '[图片]'}</Excerpt>,
    },
    { title: '位置', key: 'where', width: 130, render: (_value, item) => <Where item={item} /> },
    {
      title: '原因',
      dataIndex: 'reason',
      width: 170,
      render: (reason: string) => <Tag color="orange">{reason || '待审核'}</Tag>,
    },
    { title: '时间', dataIndex: 'createdAt', width: 165 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_value, item) => (
        <Space size={0} wrap>
          <Button type="link" size="small" disabled={busy} onClick={() => approve.mutate([item])}>
            通过
          </Button>
          <Popconfirm
            title="拒绝并删除这一条？"
            okText="拒绝"
            okButtonProps={{ danger: true }}
            onConfirm={() => reject.mutateAsync([item])}
          >
            <Button type="link" size="small" danger disabled={busy}>
              拒绝
            </Button>
          </Popconfirm>
          <Popconfirm
            title={item.user_id === null ? `封禁地址 ${item.ip ?? ''}？` : `停用 ${item.nick_name} 的账号？`}
            description={
              item.user_id === null
                ? '这个地址将不能再留言、评论、注册或申请友链，这一条也会删除。'
                : '对方将不能再登录，这一条也会删除。'
            }
            okText="封禁"
            okButtonProps={{ danger: true }}
            onConfirm={() => ban.mutateAsync(item)}
          >
            <Button type="link" size="small" danger disabled={busy || (item.user_id === null && !item.ip)}>
              封禁
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Typography.Text type="secondary">
          {queue.data ? `共 ${queue.data.total} 条待审核` : '正在加载…'}
          {queue.data && queue.data.total > list.length ? `，显示最新的 ${list.length} 条` : ''}
        </Typography.Text>
        <Space wrap>
          <Button
            type="primary"
            disabled={!chosen.length || busy}
            onClick={() => approve.mutate(chosen, { onSuccess: () => setSelected([]) })}
          >
            通过所选{chosen.length ? `（${chosen.length}）` : ''}
          </Button>
          <Popconfirm
            title={`拒绝并删除所选的 ${chosen.length} 条？`}
            okText="拒绝"
            okButtonProps={{ danger: true }}
            disabled={!chosen.length}
            onConfirm={() => reject.mutateAsync(chosen).then(() => setSelected([]))}
          >
            <Button danger disabled={!chosen.length || busy}>
              拒绝所选
            </Button>
          </Popconfirm>
        </Space>
      </div>
      <Table<HeldItem>
        rowKey={keyOf}
        columns={columns}
        dataSource={list}
        loading={queue.isFetching}
        pagination={false}
        scroll={{ x: 960 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        locale={{ emptyText: <Empty description="没有待审核的评论和留言" /> }}
      />
    </>
  );
}
