import type { AdminCommentItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { HELD_LABEL } from '@blog/contract/held';
import { Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';
import { KeywordSearch } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';
import { ConfirmDelete } from '../../components/confirm-delete';
import { Excerpt, Person } from './moderation-cells';
import { COMMENT_TYPE_OPTIONS, commentTarget, type CommentType } from './moderation-text';
import styles from './moderation-page.module.css';

/** 0: every type. */
type TypeFilter = 0 | CommentType;
const TYPE_FILTER: { value: TypeFilter; label: string }[] = [
  { value: 0, label: '全部类型' },
  ...COMMENT_TYPE_OPTIONS,
];

const columns: TableColumnsType<AdminCommentItem> = [
  {
    title: '评论者',
    dataIndex: 'from_name',
    width: 160,
    render: (name: string, comment) => <Person name={name} guest={comment.guest} />,
  },
  {
    title: '内容',
    dataIndex: 'content',
    render: (content: string, comment) => (
      <Excerpt text={content}>
        {comment.status === 2 && <Tag color="orange">{HELD_LABEL}</Tag>}
        {comment.parent_id !== null && <Tag>{comment.to_name ? `回复 @${comment.to_name}` : '回复'}</Tag>}
        {content}
      </Excerpt>
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
];

/** 评论: every comment and reply with what it is on; filter by type, search, delete one or a selection. */
export function CommentsTable() {
  const [filters, setFilters] = useState<{ keyword: string; type: TypeFilter }>({ keyword: '', type: 0 });
  const remove = useAdminWrite(
    (idList: number[]) => callApi(adminRoutes.comments.deleteMany, { body: { idList } }),
    { done: '评论已删除', areas: ['comments', 'stats'] },
  );

  return (
    <AdminTable
      route={adminRoutes.comments.list}
      query={{ ...filters, type: filters.type || undefined }}
      area="comments"
      columns={columns}
      actions={{
        width: 80,
        render: (comment) => (
          <ConfirmDelete
            title="删除这条评论？"
            description={comment.parent_id === null ? '它的回复会一起删除。' : undefined}
            onConfirm={() => remove.mutateAsync([comment.id])}
          />
        ),
      }}
      scrollX={940}
      empty={filters.keyword || filters.type ? '没有找到匹配的评论' : '还没有评论'}
      toolbar={
        <>
          <Select
            aria-label="评论类型"
            value={filters.type}
            options={TYPE_FILTER}
            style={{ width: 120 }}
            onChange={(type) => setFilters({ ...filters, type })}
          />
          <KeywordSearch
            label="搜索评论"
            placeholder="搜索评论内容"
            className={styles.search}
            onSearch={(keyword) => setFilters({ ...filters, keyword })}
          />
        </>
      }
      batchDelete={{ noun: '评论', note: '一级评论的回复会一起删除。', remove: remove.mutateAsync }}
    />
  );
}
