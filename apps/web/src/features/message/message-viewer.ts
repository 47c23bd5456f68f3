import type { MessageItem } from '@blog/contract';
import { useIsLoggedIn, useUserStore, type UserInfo } from '../../stores/user-store';

/** The author (a logged-in user who wrote it) or the admin (role 1) may edit or delete; the server checks again. */
export function canManageMessage(
  item: Pick<MessageItem, 'user_id'>,
  viewer: Pick<UserInfo, 'id' | 'role'> | null,
) {
  if (!viewer) return false;
  return viewer.role === 1 || (item.user_id !== null && item.user_id === viewer.id);
}

/** The logged-in user, or null for a guest. */
export function useViewer(): UserInfo | null {
  const loggedIn = useIsLoggedIn();
  const user = useUserStore((state) => state.userInfo);
  return loggedIn ? user : null;
}
