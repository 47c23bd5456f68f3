import type { AdminTalkItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { PlusOutlined } from '../../../components/icons';
import {
  Button,
  Empty,
  Image,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { useIsNarrow } from '../../../components/use-media-query';
import { callApi } from '../../../lib/http/api';
import { useAdminPage, useAdminWrite } from '../../admin-api';
import { AdminPage, FilterBar } from '../../components/admin-page';
import { TalkForm } from './talk-form';
import styles from './talks-page.module.css';

/** A failed write was already toasted by the client; the confirmation just closes. */
const toasted = () => undefined;

const THUMBS = 3;

/** 0: every talk; else the `status` asked for. */
type StatusFilter = 0 | 1 | 2;
const STATUS_FILTER: { value: StatusFilter; label: string }[] = [
  { value: 0, label: '全部状态' },
  { value: 1, label: '公开' },
  { value: 2, label: '私密' },
];

function Thumbnails({ urls }: { urls: string[] }) {
  if (!urls.length) return <span className={styles.more}>无</span>;
  return (
    <Image.PreviewGroup items={urls}>
      <span className={styles.thumbs}>
        {urls.slice(0, THUMBS).map((url, index) => (
          <Image
            key={url + String(index)}
            src={url}
            alt={`图片 ${index + 1}`}
            width={44}
            height={44}
            className={styles.thumb}
          />
        ))}
        {urls.length > THUMBS && <span className={styles.more}>+{urls.length - THUMBS}</span>}
      </span>
    </Image.PreviewGroup>
  );
}

/** 说说: every talk (private ones too) with its pictures; publish, edit, pin, hide and delete. */
export function TalksPage() {
  // On a phone the actions scroll with the row instead of covering half of it.
  const narrow = useIsNarrow();
  const [query, setQuery] = useState<{ current: number; size: number; status: StatusFilter }>({
    current: 1,
    size: 10,
    status: 0,
  });
  const page = useAdminPage(
    adminRoutes.talks.list,
    { querystring: { ...query, status: query.status || undefined } },
    'talks',
  );
  const [editing, setEditing] = useState<AdminTalkItem | 'new' | null>(null);
  const setTop = useAdminWrite(
    ({ id, top }: { id: number; top: boolean }) =>
      callApi(adminRoutes.talks.top, { params: { id }, body: { is_top: top ? 1 : 2 } }),
    { done: '置顶已更新', areas: ['talks'] },
  );
  const setStatus = useAdminWrite(
    ({ id, open }: { id: number; open: boolean }) =>
      callApi(adminRoutes.talks.status, { params: { id }, body: { status: open ? 1 : 2 } }),
    { done: '可见范围已更新', areas: ['talks'] },
  );
  const remove = useAdminWrite((id: number) => callApi(adminRoutes.talks.delete, { params: { id } }), {
    done: '说说已删除',
    areas: ['talks', 'stats'],
  });

  const list = page.data?.list ?? [];
  // Deleting the last talk of a page moves back to the page before.
  if (page.data && !page.isFetching && list.length === 0 && query.current > 1)
    setQuery({ ...query, current: query.current - 1 });

  const columns: TableProps<AdminTalkItem>['columns'] = [
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
      render: (status: number, talk) => (
        <Switch
          checked={status === 1}
          checkedChildren="公开"
          unCheckedChildren="私密"
          aria-label="公开"
          loading={setStatus.isPending && setStatus.variables.id === talk.id}
          onChange={(open) => setStatus.mutate({ id: talk.id, open })}
        />
      ),
    },
    { title: '点赞', dataIndex: 'like_times', width: 70 },
    { title: '发布时间', dataIndex: 'createdAt', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: narrow ? undefined : 'right',
      render: (_value, talk) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(talk)}>
            编辑
          </Button>
          <Popconfirm
            title="删除这条说说？"
            description="它的评论会一起删除。"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(talk.id).catch(toasted)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title="说说"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          发布说说
        </Button>
      }
    >
      <FilterBar>
        <Select
          aria-label="状态筛选"
          value={query.status}
          options={STATUS_FILTER}
          style={{ width: 130 }}
          onChange={(status) => setQuery({ ...query, status, current: 1 })}
        />
      </FilterBar>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={page.isFetching}
        scroll={{ x: 1060 }}
        locale={{ emptyText: <Empty description="还没有说说，发布第一条吧" /> }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      {editing && (
        <TalkForm talk={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </AdminPage>
  );
}
