import { LogoutOutlined, SettingOutlined } from '../../components/icons';
import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { BlogImage } from '../../components/blog-image';
import { loadLoginDialog } from '../../features/auth/load-login-dialog';
import { UserAvatar } from '../../features/auth/user-avatar';
import { BlogStats } from '../../features/site/components/blog-stats';
import { useSiteConfig, useStatistic } from '../../features/site/site-api';
import { openLogin, useIsLoggedIn, useUserStore } from '../../stores/user-store';
import styles from './mobile-nav-drawer.module.css';
import { DRAWER_NAV } from './nav-items';
import { NavLeafItem } from './nav-leaf-item';
import { useAdminUrl, useLogout } from './use-account';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The narrow-screen menu (docs/spec.md §2): from the left, 60% wide, with the avatar and blog counts.
 *
 * A native modal `<dialog>`, not antd's Drawer: the browser gives it the focus trap, Escape, the
 * backdrop and an inert page behind it, and its few kB of code load ahead of the first tap without
 * antd's engine and styles (which cost a phone hundreds of ms of main thread, docs/design.md §10).
 */
export function MobileNavDrawer({ open, onClose }: MobileNavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const loggedIn = useIsLoggedIn();
  const user = useUserStore((state) => state.userInfo);
  const blogAvatar = useUserStore((state) => state.blogAvatar);
  const statistic = useStatistic().data;
  const profileBackground = useSiteConfig().data?.avatar_bg;
  const logout = useLogout();
  const adminUrl = useAdminUrl();

  // Choosing any entry (a link or a button) closes the drawer; the group titles do not.
  // A click on the dialog itself, not on its content, is a click on the backdrop beside it.
  const closeOnChoice = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
    else if (event.target instanceof Element && event.target.closest('a, button')) onClose();
  };
  // Escape: the state closes it, so that React and the element agree.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const login = () => {
    onClose();
    openLogin();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`mobile-nav-drawer ${styles.drawer}`}
      aria-label="菜单"
      onCancel={cancel}
      onClick={closeOnChoice}
    >
      <div className={styles.content}>
        <div className={styles.profile}>
          {profileBackground && (
            <BlogImage fill src={profileBackground} alt="" className={styles.profileBackground} />
          )}
          {loggedIn && user ? (
            <Link to="/userCenter" className={styles.avatarButton} aria-label="个人中心">
              <UserAvatar
                src={user.avatar}
                name={user.nick_name || user.username}
                className={styles.avatar}
              />
              <span className={styles.name}>{user.nick_name || user.username}</span>
            </Link>
          ) : (
            <button
              type="button"
              className={styles.avatarButton}
              onClick={login}
              onPointerEnter={() => void loadLoginDialog()}
            >
              <BlogImage src={blogAvatar} alt="" ratio="1" className={styles.avatar} />
              <span className={styles.name}>去登录</span>
            </button>
          )}
        </div>
        <BlogStats statistic={statistic} classes={styles} />
        <nav aria-label="移动端菜单">
          <ul className={styles.menu}>
            {DRAWER_NAV.map((entry) =>
              entry.kind === 'group' ? (
                <li key={entry.label}>
                  <p className={styles.groupTitle}>
                    {entry.icon}
                    {entry.label}
                  </p>
                  <ul className={styles.groupList}>
                    {entry.children.map((child) => (
                      <li key={child.label}>
                        <NavLeafItem entry={child} className={styles.item} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.label}>
                  <NavLeafItem entry={entry} className={styles.item} />
                </li>
              ),
            )}
            {adminUrl && (
              <li>
                <a href={adminUrl} target="_blank" rel="noopener" className={styles.item}>
                  <SettingOutlined aria-hidden />
                  <span>后台管理</span>
                </a>
              </li>
            )}
            {loggedIn && (
              <li>
                <button type="button" className={`${styles.item} ${styles.logout}`} onClick={logout}>
                  <LogoutOutlined aria-hidden />
                  <span>退出</span>
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
