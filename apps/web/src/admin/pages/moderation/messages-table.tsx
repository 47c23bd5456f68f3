import type { AdminMessageItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { HELD_LABEL } from '@blog/contract/held';
import { Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';
import { KeywordSearch } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';
import { ConfirmDelete } from '../../components/confirm-delete';
import { Excerpt, Person } from './moderation-cells';
import { messageText } from './moderation-text';
import styles from './moderation-page.module.css';

const columns: TableColumnsType<AdminMessageItem> = [
  { title: '留言者', dataIndex: 'nick_name', width: 160, render: (name: string) => <Person name={name} /> },
  {
    title: '内容',
    dataIndex: 'message',
    render: (html: string, message) => {
      const text = messageText(html);
      return (
        <Excerpt text={text}>
          {message.status === 2 && <Tag color="orange">{HELD_LABEL}</Tag>}
          {text}
        </Excerpt>
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
];

/** 留言: the board's messages as plain text; search, page, delete one or a selection. */
export function MessagesTable() {
  const [keyword, setKeyword] = useState('');
  const remove = useAdminWrite(
    (idList: number[]) => callApi(adminRoutes.messages.deleteMany, { body: { idList } }),
    { done: '留言已删除', areas: ['messages', 'comments', 'stats'] },
  );

  return (
    <AdminTable
      route={adminRoutes.messages.list}
      query={{ keyword }}
      area="messages"
      columns={columns}
      actions={{
        width: 80,
        render: (message) => (
          <ConfirmDelete
            title="删除这条留言？"
            description="它的评论会一起删除。"
            onConfirm={() => remove.mutateAsync([message.id])}
          />
        ),
      }}
      scrollX={900}
      empty={keyword ? '没有找到匹配的留言' : '留言板还是空的'}
      toolbar={
        <KeywordSearch
          label="搜索留言"
          placeholder="搜索留言内容"
          className={styles.search}
          onSearch={setKeyword}
        />
      }
      batchDelete={{ noun: '留言', note: '它们的评论会一起删除。', remove: remove.mutateAsync }}
    />
  );
}
