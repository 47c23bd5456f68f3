import type { AdminMessageItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Empty, Input, Popconfirm, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { LetterAvatar } from '../../../components/letter-avatar';
import { useIsNarrow } from '../../../components/use-media-query';
import { callApi } from '../../../lib/http/api';
import { useAdminPage, useAdminWrite } from '../../admin-api';
import { FilterBar } from '../../components/admin-page';
import { BatchDelete } from './batch-delete';
import { messageText } from './moderation-text';
import styles from './moderation-page.module.css';

/** A failed write was already toasted by the client; the confirmation just closes. */
const toasted = () => undefined;

type Message = AdminMessageItem;

/** 留言: the board's messages as plain text; search, page, delete one or a selection. */
export function MessagesTable() {
  // On a phone the actions scroll with the row instead of covering half of it.
  const narrow = useIsNarrow();
  const [query, setQuery] = useState({ current: 1, size: 10, keyword: '' });
  const [selected, setSelected] = useState<number[]>([]);
  const page = useAdminPage(adminRoutes.messages.list, { querystring: query }, 'messages');
  const remove = useAdminWrite(
    (idList: number[]) => callApi(adminRoutes.messages.deleteMany, { body: { idList } }),
    { done: '留言已删除', areas: ['messages', 'comments', 'stats'] },
  );
  const change = (next: Partial<typeof query>) => {
    setQuery({ ...query, ...next });
    setSelected([]);
  };

  const list = page.data?.list ?? [];
  if (page.data && !page.isFetching && list.length === 0 && query.current > 1)
    change({ current: query.current - 1 });

  const columns: TableProps<Message>['columns'] = [
    {
      title: '留言者',
      dataIndex: 'nick_name',
      width: 160,
      render: (name: string) => (
        <span className={styles.person}>
          <LetterAvatar name={name} className={styles.avatar} />
          {name}
        </span>
      ),
    },
    {
      title: '内容',
      dataIndex: 'message',
      render: (html: string) => {
        const text = messageText(html);
        return (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} className={styles.text}>
            {text}
          </Typography.Paragraph>
        );
      },
    },
    {
      title: '标签',
      dataIndex: 'tag',
      width: 100,
      render: (tag: string | null) => (tag ? <Tag>{tag}</Tag> : <span className={styles.muted}>—</span>),
    },
    { title: '点赞', dataIndex: 'like_times', width: 70 },
    { title: '评论', dataIndex: 'comment_total', width: 70 },
    { title: '时间', dataIndex: 'createdAt', width: 165 },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: narrow ? undefined : 'right',
      render: (_value, message) => (
        <Popconfirm
          title="删除这条留言？"
          description="它的评论会一起删除。"
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync([message.id]).catch(toasted)}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <FilterBar>
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="搜索留言内容"
          aria-label="搜索留言"
          className={styles.search}
          onSearch={(keyword) => change({ keyword: keyword.trim(), current: 1 })}
        />
        <BatchDelete
          count={selected.length}
          noun="留言"
          note="它们的评论会一起删除。"
          onConfirm={() => remove.mutateAsync(selected).then(() => setSelected([]), toasted)}
        />
      </FilterBar>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={page.isFetching}
        scroll={{ x: 900 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{
          emptyText: <Empty description={query.keyword ? '没有找到匹配的留言' : '留言板还是空的'} />,
        }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (current, size) => change({ current, size }),
        }}
      />
    </>
  );
}
