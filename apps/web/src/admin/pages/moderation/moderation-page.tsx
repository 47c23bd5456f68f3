import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { CommentsTable } from './comments-table';
import { MessagesTable } from './messages-table';

/** 留言与评论: the message board and every comment, in two tabs (`?tab=comments` opens the second). */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'comments' ? 'comments' : 'messages';
  return (
    <AdminPage title="留言与评论">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'comments' ? { tab: key } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'messages', label: '留言', children: <MessagesTable /> },
          { key: 'comments', label: '评论', children: <CommentsTable /> },
        ]}
      />
    </AdminPage>
  );
}
