import { adminFeedUrlBody, type AdminLinkHealth } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Button, Form, Input, Segmented, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { LetterAvatar } from '../../../components/letter-avatar';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';
import { AdminTable } from '../../components/admin-table';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';
import styles from './links-page.module.css';

/** The area of the health list: a check or a new feed address refreshes it (and the dead count). */
export const HEALTH_AREA = 'friend-feeds';

type Filter = 'all' | 'dead';

/** The link's state in one tag: 已失效, 无法访问, 正常 or 未检查. */
function HealthTag({ health }: { health: AdminLinkHealth }) {
  if (health.dead) return <Tag color="red">已失效</Tag>;
  if (health.reachable === false) return <Tag color="orange">无法访问</Tag>;
  if (health.reachable) return <Tag color="green">正常</Tag>;
  return <Tag>未检查</Tag>;
}

/**
 * 链接健康: every approved link as the server's last check found it (reachable, when, what failed,
 * the feed it reads for 朋友圈), dead ones flagged; 立即检查 and the feed's address by hand.
 */
export function LinkHealth() {
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<AdminLinkHealth | null>(null);
  const check = useAdminWrite((id: number) => callApi(adminRoutes.friendFeeds.check, { params: { id } }), {
    done: (health) =>
      health.reachable
        ? `检查完成：网站可以访问${health.feed_error ? `，但${health.feed_error}` : ''}`
        : `检查完成：${health.last_error ?? '无法访问'}`,
    areas: [HEALTH_AREA],
  });

  const columns: TableColumnsType<AdminLinkHealth> = [
    {
      title: '网站',
      key: 'site',
      width: 180,
      render: (_value, link) => (
        <span className={styles.site}>
          <LetterAvatar
            src={link.site_avatar}
            name={link.site_name}
            shape="square"
            className={styles.avatar}
          />
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.name}>
            {link.site_name}
          </a>
        </span>
      ),
    },
    {
      title: '状态',
      key: 'health',
      width: 120,
      render: (_value, link) => (
        <span data-testid="link-health" data-dead={link.dead}>
          <HealthTag health={link} />
          {link.failures > 0 && <div className={styles.failures}>连续失败 {link.failures} 次</div>}
        </span>
      ),
    },
    {
      title: '最后错误',
      key: 'error',
      render: (_value, link) => {
        const lines = [link.last_error, link.feed_error && `订阅：${link.feed_error}`].filter(Boolean);
        return lines.length ? (
          <Typography.Text type={link.last_error ? 'danger' : 'warning'} className={styles.error}>
            {lines.join('；')}
          </Typography.Text>
        ) : (
          '—'
        );
      },
    },
    {
      title: '订阅地址',
      key: 'feed',
      width: 200,
      render: (_value, link) =>
        link.feed_url ? (
          <span className={styles.feedCell}>
            <Tooltip title={link.feed_url}>
              <a
                href={link.feed_url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={styles.url}
              >
                {link.feed_url}
              </a>
            </Tooltip>
            <Tag className={styles.feedTag}>{link.feed_url_manual ? '手动填写' : '自动发现'}</Tag>
          </span>
        ) : (
          <Typography.Text type="secondary">未找到</Typography.Text>
        ),
    },
    { title: '文章', dataIndex: 'post_count', width: 64 },
    {
      title: '最后检查',
      key: 'checked',
      width: 175,
      render: (_value, link) => link.last_checked_at ?? '从未检查',
    },
  ];

  return (
    <>
      <div className={styles.healthBar}>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: '全部' },
            { value: 'dead', label: '只看已失效' },
          ]}
        />
        <Typography.Text type="secondary" className={styles.healthHint}>
          连续 5 次或 7 天无法访问的友链标记为已失效；有订阅的友链，新文章会出现在朋友圈。
        </Typography.Text>
      </div>
      <AdminTable
        route={adminRoutes.friendFeeds.list}
        query={{ dead: filter === 'dead' ? 1 : undefined }}
        area={HEALTH_AREA}
        columns={columns}
        actions={{
          width: 170,
          render: (link) => (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                loading={check.isPending && check.variables === link.id}
                onClick={() => check.mutate(link.id)}
              >
                立即检查
              </Button>
              <Button type="link" size="small" onClick={() => setEditing(link)}>
                订阅地址
              </Button>
            </Space>
          ),
        }}
        scrollX={1040}
        empty={filter === 'dead' ? '没有已失效的友链' : '还没有通过审核的友链'}
      />
      {editing && <FeedUrlEdit link={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** 订阅地址: the feed read for a link, given by hand; empty to find it on the site again. */
function FeedUrlEdit({ link, onClose }: { link: AdminLinkHealth; onClose: () => void }) {
  return (
    <FormModal<{ feed_url: string }, AdminLinkHealth>
      title={`「${link.site_name}」的订阅地址`}
      okText="保存并检查"
      initialValues={{ feed_url: link.feed_url_manual ? (link.feed_url ?? '') : '' }}
      save={({ feed_url }) =>
        callApi(adminRoutes.friendFeeds.setFeedUrl, {
          params: { id: link.id },
          body: { feed_url: feed_url.trim() },
        })
      }
      done="订阅地址已保存，已重新检查"
      areas={[HEALTH_AREA]}
      onClose={onClose}
    >
      <Form.Item
        name="feed_url"
        label="RSS / Atom / JSON Feed 地址"
        extra={
          link.feed_url && !link.feed_url_manual
            ? `现在读取的是从网站发现的 ${link.feed_url}。留空则继续自动发现。`
            : '留空则从网站首页的 <link rel="alternate"> 自动发现。'
        }
        rules={[contractRule(adminFeedUrlBody.shape.feed_url, 'feed_url', '订阅地址')]}
      >
        <Input placeholder="https://example.com/feed.xml" autoFocus allowClear />
      </Form.Item>
    </FormModal>
  );
}
