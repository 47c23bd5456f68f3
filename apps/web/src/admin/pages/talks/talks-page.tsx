import type { AdminTalkItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { PlusOutlined } from '../../../components/icons';
import { Button, Image, Select, Space, Switch, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { ownPicture } from '../../../lib/own-picture';
import { useAdminWrite } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';
import { ConfirmDelete } from '../../components/confirm-delete';
import { PENDING_PICTURE } from '../../components/pending-picture';
import { VISIBILITY_OPTIONS } from '../../components/visibility-options';
import { TalkForm } from './talk-form';
import styles from './talks-page.module.css';

const THUMBS = 3;

/** 0: every talk; else the `status` asked for. */
type StatusFilter = 0 | 1 | 2;
const STATUS_FILTER: { value: StatusFilter; label: string }[] = [
  { value: 0, label: '全部状态' },
  ...VISIBILITY_OPTIONS,
];

function Thumbnails({ urls }: { urls: string[] }) {
  if (!urls.length) return <span className={styles.more}>无</span>;
  // Pictures given by address the blog has no copy of yet are counted, not shown.
  const own = urls.flatMap((url) => ownPicture(url) ?? []);
  const pending = urls.length - own.length;
  return (
    <Image.PreviewGroup items={own}>
      <span className={styles.thumbs}>
        {own.slice(0, THUMBS).map((url, index) => (
          <Image
            key={url + String(index)}
            src={url}
            alt={`图片 ${index + 1}`}
            width={44}
            height={44}
            className={styles.thumb}
          />
        ))}
        {own.length > THUMBS && <span className={styles.more}>+{own.length - THUMBS}</span>}
        {pending > 0 && (
          <span className={styles.more} title={PENDING_PICTURE}>
            {pending} 张待取回
          </span>
        )}
      </span>
    </Image.PreviewGroup>
  );
}

/** 说说: every talk (private ones too) with its pictures; publish, edit, pin, hide and delete. */
export function TalksPage() {
  const [status, setStatus] = useState<StatusFilter>(0);
  const [editing, setEditing] = useState<AdminTalkItem | 'new' | null>(null);
  const setTop = useAdminWrite(
    ({ id, top }: { id: number; top: boolean }) =>
      callApi(adminRoutes.talks.top, { params: { id }, body: { is_top: top ? 1 : 2 } }),
    { done: '置顶已更新', areas: ['talks'] },
  );
  const setOpen = useAdminWrite(
    ({ id, open }: { id: number; open: boolean }) =>
      callApi(adminRoutes.talks.status, { params: { id }, body: { status: open ? 1 : 2 } }),
    { done: '可见范围已更新', areas: ['talks'] },
  );
  const remove = useAdminWrite((id: number) => callApi(adminRoutes.talks.delete, { params: { id } }), {
    done: '说说已删除',
    areas: ['talks', 'stats'],
  });

  const columns: TableColumnsType<AdminTalkItem> = [
    {
      title: '内容',
      dataIndex: 'content',
      width: 320,
      render: (content: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} className={styles.content}>
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: '图片',
      dataIndex: 'talkImgList',
      width: 190,
      render: (urls: string[]) => <Thumbnails urls={urls} />,
    },
    {
      title: '置顶',
      dataIndex: 'is_top',
      width: 80,
      render: (isTop: number, talk) => (
        <Switch
          size="small"
          checked={isTop === 1}
          aria-label="置顶"
          loading={setTop.isPending && setTop.variables.id === talk.id}
          onChange={(top) => setTop.mutate({ id: talk.id, top })}
        />
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (value: number, talk) => (
        <Switch
          checked={value === 1}
          checkedChildren="公开"
          unCheckedChildren="私密"
          aria-label="公开"
          loading={setOpen.isPending && setOpen.variables.id === talk.id}
          onChange={(open) => setOpen.mutate({ id: talk.id, open })}
        />
      ),
    },
    { title: '点赞', dataIndex: 'like_times', width: 70 },
    { title: '发布时间', dataIndex: 'createdAt', width: 170 },
  ];

  return (
    <AdminPage
      title="说说"
      action={{ label: '发布说说', icon: <PlusOutlined />, onClick: () => setEditing('new') }}
    >
      <AdminTable
        route={adminRoutes.talks.list}
        query={{ status: status || undefined }}
        area="talks"
        columns={columns}
        actions={{
          width: 130,
          render: (talk) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(talk)}>
                编辑
              </Button>
              <ConfirmDelete
                title="删除这条说说？"
                description="它的评论会一起删除。"
                onConfirm={() => remove.mutateAsync(talk.id)}
              />
            </Space>
          ),
        }}
        scrollX={1060}
        empty="还没有说说，发布第一条吧"
        toolbar={
          <Select
            aria-label="状态筛选"
            value={status}
            options={STATUS_FILTER}
            style={{ width: 130 }}
            onChange={setStatus}
          />
        }
      />
      {editing && (
        <TalkForm talk={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </AdminPage>
  );
}
