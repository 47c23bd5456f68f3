import type { AdminCommentItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Empty, Input, Popconfirm, Select, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { LetterAvatar } from '../../../components/letter-avatar';
import { useIsNarrow } from '../../../components/use-media-query';
import { callApi } from '../../../lib/http/api';
import { useAdminPage, useAdminWrite } from '../../admin-api';
import { FilterBar } from '../../components/admin-page';
import { BatchDelete } from './batch-delete';
import { COMMENT_TYPE_OPTIONS, commentTarget, type CommentType } from './moderation-text';
import styles from './moderation-page.module.css';

/** A failed write was already toasted by the client; the confirmation just closes. */
const toasted = () => undefined;

type Comment = AdminCommentItem;

/** 0: every type. */
type TypeFilter = 0 | CommentType;
const TYPE_FILTER: { value: TypeFilter; label: string }[] = [
  { value: 0, label: '全部类型' },
  ...COMMENT_TYPE_OPTIONS,
];

/** 评论: every comment and reply with what it is on; filter by type, search, delete one or a selection. */
export function CommentsTable() {
  // On a phone the actions scroll with the row instead of covering half of it.
  const narrow = useIsNarrow();
  const [query, setQuery] = useState<{ current: number; size: number; keyword: string; type: TypeFilter }>({
    current: 1,
    size: 10,
    keyword: '',
    type: 0,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const page = useAdminPage(
    adminRoutes.comments.list,
    { querystring: { ...query, type: query.type || undefined } },
    'comments',
  );
  const remove = useAdminWrite(
    (idList: number[]) => callApi(adminRoutes.comments.deleteMany, { body: { idList } }),
    { done: '评论已删除', areas: ['comments', 'stats'] },
  );
  const change = (next: Partial<typeof query>) => {
    setQuery({ ...query, ...next });
    setSelected([]);
  };

  const list = page.data?.list ?? [];
  if (page.data && !page.isFetching && list.length === 0 && query.current > 1)
    change({ current: query.current - 1 });

  const columns: TableProps<Comment>['columns'] = [
    {
      title: '评论者',
      dataIndex: 'from_name',
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
      dataIndex: 'content',
      render: (content: string, comment) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} className={styles.text}>
          {comment.parent_id !== null && <Tag>{comment.to_name ? `回复 @${comment.to_name}` : '回复'}</Tag>}
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: '评论于',
      key: 'on',
      width: 130,
      render: (_value, comment) => {
        const target = commentTarget(comment.type, comment.for_id);
        if (!target) return <span className={styles.muted}>—</span>;
        return (
          <a href={target.href} target="_blank" rel="noreferrer" className={styles.on}>
            <Tag color="blue">{target.label}</Tag>#{comment.for_id}
          </a>
        );
      },
    },
    { title: '点赞', dataIndex: 'thumbs_up', width: 70 },
    { title: '时间', dataIndex: 'createdAt', width: 165 },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: narrow ? undefined : 'right',
      render: (_value, comment) => (
        <Popconfirm
          title="删除这条评论？"
          description={comment.parent_id === null ? '它的回复会一起删除。' : undefined}
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync([comment.id]).catch(toasted)}
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
        <Select
          aria-label="评论类型"
          value={query.type}
          options={TYPE_FILTER}
          style={{ width: 120 }}
          onChange={(type) => change({ type, current: 1 })}
        />
        <Input.Search
          allowClear
          maxLength={50}
          placeholder="搜索评论内容"
          aria-label="搜索评论"
          className={styles.search}
          onSearch={(keyword) => change({ keyword: keyword.trim(), current: 1 })}
        />
        <BatchDelete
          count={selected.length}
          noun="评论"
          note="一级评论的回复会一起删除。"
          onConfirm={() => remove.mutateAsync(selected).then(() => setSelected([]), toasted)}
        />
      </FilterBar>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={list}
        loading={page.isFetching}
        scroll={{ x: 940 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{
          emptyText: (
            <Empty description={query.keyword || query.type ? '没有找到匹配的评论' : '还没有评论'} />
          ),
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
