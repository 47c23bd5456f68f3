import { BellOutlined } from '../../components/icons';
import { useId } from 'react';
import { useUserStore } from '../../stores/user-store';
import styles from './notify-bell.module.css';
import { useUnreadCount } from './notify-api';
import { unreadBadgeText } from './notify-list';

export interface NotifyBellProps {
  className?: string;
  onClick: () => void;
  /** The code of the drawer loads when the pointer comes near. */
  onIntent?: () => void;
}

/** The header's 我的消息 button with the unread badge (max 9, docs/spec.md §9). Drawn without antd. */
export function NotifyBell({ className, onClick, onIntent }: NotifyBellProps) {
  const userId = useUserStore((state) => state.userInfo?.id);
  const unread = useUnreadCount(userId).data ?? 0;
  const badge = unreadBadgeText(unread);
  const describedBy = useId();
  return (
    <button
      type="button"
      className={[className, styles.bell].filter(Boolean).join(' ')}
      aria-label="我的消息"
      aria-describedby={badge ? describedBy : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <BellOutlined aria-hidden />
      {badge && (
        <span className={styles.badge} data-testid="notify-badge" aria-hidden>
          {badge}
        </span>
      )}
      {badge && (
        <span id={describedBy} hidden>
          {unread} 条未读消息
        </span>
      )}
    </button>
  );
}
