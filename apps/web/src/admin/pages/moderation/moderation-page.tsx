import { adminRoutes } from '@blog/contract/admin-routes';
import { Badge, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useAdminRead } from '../../admin-api';
import { AdminPage } from '../../components/admin-page';
import { CommentsTable } from './comments-table';
import { HeldQueue } from './held-queue';
import { MessagesTable } from './messages-table';
import { ModerationSettingsTab } from './moderation-settings';

const TABS = ['messages', 'comments', 'held', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * 留言与评论: the message board, every comment, what waits for approval and the moderation rules,
 * in four tabs (`?tab=comments|held|settings` opens one).
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'messages';
  const stats = useAdminRead(adminRoutes.stats.summary, {}, 'stats');
  const waiting = (stats.data?.totals.messagesHeld ?? 0) + (stats.data?.totals.commentsHeld ?? 0);
  return (
    <AdminPage title="留言与评论">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'messages' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'messages', label: '留言', children: <MessagesTable /> },
          { key: 'comments', label: '评论', children: <CommentsTable /> },
          {
            key: 'held',
            label: (
              <Badge count={waiting} size="small" offset={[8, -2]}>
                待审核
              </Badge>
            ),
            children: <HeldQueue />,
          },
          { key: 'settings', label: '审核设置', children: <ModerationSettingsTab /> },
        ]}
      />
    </AdminPage>
  );
}
