import type { AdminUserItem } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Avatar, Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/http/api';
import { ownPicture } from '../../../lib/own-picture';
import { useAdminWrite } from '../../admin-api';
import { AdminPage, KeywordSearch } from '../../components/admin-page';
import { AdminTable } from '../../components/admin-table';
import styles from './users-page.module.css';

type UserRow = AdminUserItem;

const ADMIN_ROLE = 1;

/** What deleting an account does (the server's `deleteUser`), said before the owner confirms. */
const DELETE_EFFECT =
  '账号立即注销并退出登录，无法恢复。TA 的评论（连同其下的回复）一并删除；TA 的留言保留，显示为同名游客的留言。';

/** 用户: every account, searchable by username or nickname, each (but the owner's) can be disabled or deleted. */
export function UsersPage() {
  const [keyword, setKeyword] = useState('');
  const toggle = useAdminWrite(
    ({ id, disabled }: { id: number; disabled: boolean }) =>
      callApi(adminRoutes.users.setDisabled, { params: { id }, body: { disabled } }),
    {
      done: (user) =>
        user.disabled ? `已禁用「${user.nick_name}」，其登录状态已失效` : `已启用「${user.nick_name}」`,
      areas: ['users', 'stats'],
    },
  );

  const remove = useAdminWrite(
    (user: UserRow) => callApi(adminRoutes.users.delete, { params: { id: user.id } }),
    { done: '已删除该用户', areas: ['users', 'stats', 'comments', 'messages'] },
  );

  const columns: TableColumnsType<UserRow> = [
    {
      title: '用户',
      key: 'user',
      render: (_, user) => (
        <span className={styles.user}>
          <Avatar src={ownPicture(user.avatar) ?? undefined} alt="">
            {user.nick_name.slice(0, 1)}
          </Avatar>
          <span className={styles.names}>
            <Typography.Text strong>{user.nick_name}</Typography.Text>
            <Typography.Text type="secondary">{user.username}</Typography.Text>
          </span>
        </span>
      ),
    },
    {
      title: '角色',
      dataIndex: 'role',
      width: 90,
      render: (role: number) => (role === ADMIN_ROLE ? <Tag color="gold">博主</Tag> : <Tag>用户</Tag>),
    },
    { title: '注册时间', dataIndex: 'createdAt', width: 180 },
    {
      title: '状态',
      dataIndex: 'disabled',
      width: 90,
      render: (disabled: number) =>
        disabled ? <Tag color="red">已禁用</Tag> : <Tag color="green">正常</Tag>,
    },
  ];

  return (
    <AdminPage>
      <AdminTable
        route={adminRoutes.users.list}
        query={{ keyword }}
        area="users"
        columns={columns}
        actions={{
          width: 130,
          pinOnPhone: true,
          render: (user) => {
            if (user.role === ADMIN_ROLE) return <Typography.Text type="secondary">—</Typography.Text>;
            const disable = !user.disabled;
            return (
              <Space size={0}>
                <Popconfirm
                  title={disable ? `禁用「${user.nick_name}」？` : `启用「${user.nick_name}」？`}
                  description={
                    disable ? '禁用后该用户立即退出登录，也无法再登录。' : '启用后该用户需要重新登录。'
                  }
                  okText={disable ? '禁用' : '启用'}
                  okButtonProps={{ danger: disable }}
                  onConfirm={() => toggle.mutate({ id: user.id, disabled: disable })}
                >
                  <Button type="link" size="small" danger={disable}>
                    {disable ? '禁用' : '启用'}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={`删除「${user.nick_name}」？`}
                  description={DELETE_EFFECT}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutate(user)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            );
          },
        }}
        scrollX={640}
        empty={keyword ? '没有找到匹配的用户' : '还没有用户'}
        unit="位用户"
        toolbar={
          <KeywordSearch
            label="搜索用户"
            placeholder="搜索用户名或昵称"
            className={styles.search}
            onSearch={setKeyword}
          />
        }
      />
    </AdminPage>
  );
}
