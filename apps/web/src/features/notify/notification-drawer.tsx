import { Drawer } from 'antd';
import { AntdScope } from '../../components/antd-scope';
import { useIsNarrow } from '../../components/use-media-query';
import { useUserStore } from '../../stores/user-store';
import styles from './notification-drawer.module.css';
import { useUnreadCount } from './notify-api';
import { NotifyList } from './notify-list-view';

export interface NotificationDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The external admin page (site config `admin_url`), where type-4 notifications lead. */
  adminUrl?: string | null;
}

/**
 * The 我的消息 drawer (docs/spec.md §2, §4, §9): 40% wide on desktop, 80% on phones. Its list is rebuilt
 * on every opening, so it always starts from page 1.
 */
export function NotificationDrawer({ open, onClose, adminUrl }: NotificationDrawerProps) {
  const narrow = useIsNarrow();
  const userId = useUserStore((state) => state.userInfo?.id);
  const unread = useUnreadCount(userId).data ?? 0;
  return (
    <AntdScope>
      <Drawer
        title={
          <span className={styles.title}>
            我的消息
            {unread > 0 && <span className={styles.unreadChip}>{unread} 条未读</span>}
          </span>
        }
        open={open}
        onClose={onClose}
        size={narrow ? '80%' : '40%'}
        destroyOnHidden
        rootClassName="notification-drawer"
        classNames={{ section: styles.section, header: styles.header, body: styles.body }}
      >
        <NotifyList onDone={onClose} adminUrl={adminUrl ?? null} />
      </Drawer>
    </AntdScope>
  );
}
