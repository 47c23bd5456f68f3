import type { Link as FriendLink } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Avatar, Button, Card, Empty, Form, Input, Modal, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { htmlToText } from '../../../features/message/html-text';
import { callApi } from '../../../lib/http/api';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useAdminPage, useAdminWrite } from '../../admin-api';
import styles from './dashboard-page.module.css';

const LATEST = { current: 1, size: 5 };

const COMMENT_ON: Record<number, { label: string; href: (id: number) => string }> = {
  1: { label: '文章', href: (id) => `/article?id=${id}` },
  2: { label: '说说', href: (id) => `/talk?id=${id}` },
  3: { label: '留言', href: (id) => `/message/detail?id=${id}` },
};

function ActivityCard({
  title,
  more,
  loading,
  empty,
  children,
}: {
  title: string;
  more: string;
  loading: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      variant="borderless"
      className={styles.card}
      title={title}
      extra={<Link to={more}>全部</Link>}
      data-testid={`latest-${more.split('/').pop()}`}
    >
      {loading ? <Skeleton active /> : empty ? <Empty description="暂时没有新的动态" /> : children}
    </Card>
  );
}

function DeleteAction({ onConfirm, name }: { onConfirm: () => void; name: string }) {
  return (
    <Popconfirm
      title={`删除这条${name}？`}
      okText="删除"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" danger size="small">
        删除
      </Button>
    </Popconfirm>
  );
}

/** One line of activity: who, what (two lines at most), when, and the quick actions. */
function ActivityItem({
  avatar,
  title,
  text,
  time,
  actions,
}: {
  avatar: ReactNode;
  title: ReactNode;
  text: ReactNode;
  time?: string;
  actions: ReactNode;
}) {
  return (
    <li className={styles.item}>
      {avatar}
      <div className={styles.itemBody}>
        <div className={styles.itemTitle}>{title}</div>
        <Typography.Paragraph ellipsis={{ rows: 2 }} className={styles.text}>
          {text}
        </Typography.Paragraph>
        {time && (
          <time className={styles.time} dateTime={time}>
            {formatRelativeTime(time)}
          </time>
        )}
      </div>
      <div className={styles.actions}>{actions}</div>
    </li>
  );
}

/** The five newest comments, each deletable on the spot. */
export function LatestComments() {
  const page = useAdminPage(adminRoutes.comments.list, { querystring: LATEST }, 'comments');
  const remove = useAdminWrite((id: number) => callApi(adminRoutes.comments.delete, { params: { id } }), {
    done: '评论已删除',
    areas: ['comments', 'stats'],
  });
  const list = page.data?.list ?? [];
  return (
    <ActivityCard
      title="最新评论"
      more="/admin/moderation?tab=comments"
      loading={page.isPending}
      empty={!list.length}
    >
      <ul className={styles.list}>
        {list.map((item) => {
          const on = COMMENT_ON[item.type];
          return (
            <ActivityItem
              key={item.id}
              avatar={<Avatar>{item.from_name.slice(0, 1)}</Avatar>}
              title={
                <>
                  {item.from_name}
                  {on && (
                    <a href={on.href(item.for_id)} target="_blank" rel="noreferrer">
                      <Tag className={styles.on}>{on.label}</Tag>
                    </a>
                  )}
                </>
              }
              text={item.content}
              time={item.createdAt}
              actions={<DeleteAction name="评论" onConfirm={() => remove.mutate(item.id)} />}
            />
          );
        })}
      </ul>
    </ActivityCard>
  );
}

/** The five newest messages from the board, as text, each deletable on the spot. */
export function LatestMessages() {
  const page = useAdminPage(adminRoutes.messages.list, { querystring: LATEST }, 'messages');
  const remove = useAdminWrite((id: number) => callApi(adminRoutes.messages.delete, { params: { id } }), {
    done: '留言已删除',
    areas: ['messages', 'stats'],
  });
  const list = page.data?.list ?? [];
  return (
    <ActivityCard title="最新留言" more="/admin/moderation" loading={page.isPending} empty={!list.length}>
      <ul className={styles.list}>
        {list.map((item) => (
          <ActivityItem
            key={item.id}
            avatar={<Avatar>{item.nick_name.slice(0, 1)}</Avatar>}
            title={item.nick_name}
            text={htmlToText(item.message)}
            time={item.createdAt}
            actions={<DeleteAction name="留言" onConfirm={() => remove.mutate(item.id)} />}
          />
        ))}
      </ul>
    </ActivityCard>
  );
}

/** Link applications waiting for review, with 通过 and 拒绝 (a reason is asked for). */
export function PendingLinks() {
  const [rejecting, setRejecting] = useState<FriendLink | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const page = useAdminPage(adminRoutes.links.list, { querystring: { ...LATEST, status: 1 } }, 'links');
  const approve = useAdminWrite((id: number) => callApi(adminRoutes.links.approve, { params: { id } }), {
    done: '已通过，申请人会收到通知',
    areas: ['links', 'stats'],
  });
  const reject = useAdminWrite(
    ({ id, reason }: { id: number; reason: string }) =>
      callApi(adminRoutes.links.reject, { params: { id }, body: { reason } }),
    { done: '已拒绝，申请人会收到通知', areas: ['links', 'stats'] },
  );
  const list = page.data?.list ?? [];
  return (
    <ActivityCard title="待审核友链" more="/admin/links" loading={page.isPending} empty={!list.length}>
      <ul className={styles.list}>
        {list.map((link) => (
          <ActivityItem
            key={link.id}
            avatar={<Avatar src={link.site_avatar || undefined}>{link.site_name.slice(0, 1)}</Avatar>}
            title={
              <a href={link.url} target="_blank" rel="ugc noopener noreferrer nofollow">
                {link.site_name}
              </a>
            }
            text={link.site_desc || link.url}
            time={link.createdAt}
            actions={
              <>
                <Button type="link" size="small" onClick={() => approve.mutate(link.id)}>
                  通过
                </Button>
                <Button type="link" danger size="small" onClick={() => setRejecting(link)}>
                  拒绝
                </Button>
              </>
            }
          />
        ))}
      </ul>
      <Modal
        open={rejecting !== null}
        title={rejecting ? `拒绝「${rejecting.site_name}」的友链申请` : ''}
        okText="拒绝"
        okButtonProps={{ danger: true, loading: reject.isPending }}
        destroyOnHidden
        onCancel={() => setRejecting(null)}
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={async ({ reason }: { reason: string }) => {
            if (!rejecting) return;
            await reject.mutateAsync({ id: rejecting.id, reason: reason.trim() });
            setRejecting(null);
          }}
        >
          <Form.Item
            name="reason"
            label="拒绝理由（会告诉申请人）"
            rules={[
              { required: true, whitespace: true, message: '请填写拒绝的理由' },
              { max: 200, message: '理由不能超过 200 个字符' },
            ]}
          >
            <Input.TextArea autoFocus rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </ActivityCard>
  );
}
