import { LoginOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '../../components/icons';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { loadLoginDialog } from '../../features/auth/load-login-dialog';
import { UserAvatar } from '../../features/auth/user-avatar';
import { prefetchWhenIdle } from '../../lib/when-idle';
import { openLogin, useIsLoggedIn, useUserStore } from '../../stores/user-store';
import { NavDropdown } from './nav-dropdown';
import styles from './site-header.module.css';
import { useAdminUrl, useLogout } from './use-account';

/** The PC menu's last entry: 登录 for guests, an avatar submenu (个人中心 · 退出) for users. */
export function AccountMenu() {
  const loggedIn = useIsLoggedIn();
  const user = useUserStore((state) => state.userInfo);
  const logout = useLogout();
  const adminUrl = useAdminUrl();
  // A guest's 登录 opens at once: the dialog's code arrives once the page has settled.
  useEffect(() => {
    if (!loggedIn) return prefetchWhenIdle(() => void loadLoginDialog());
  }, [loggedIn]);

  if (!loggedIn || !user) {
    return (
      <button
        type="button"
        className={styles.navItem}
        onClick={openLogin}
        onPointerEnter={() => void loadLoginDialog()}
      >
        <LoginOutlined aria-hidden />
        <span>登录</span>
      </button>
    );
  }
  const name = user.nick_name || user.username;
  return (
    <NavDropdown
      align="end"
      ariaLabel="用户菜单"
      trigger={
        <>
          <UserAvatar src={user.avatar} name={name} className={styles.avatar} />
          <span className={styles.userName}>{name}</span>
        </>
      }
    >
      <p className={styles.panelGreeting}>@{user.username}</p>
      <NavLink to="/userCenter" className={styles.panelItem}>
        <UserOutlined aria-hidden />
        <span>个人中心</span>
      </NavLink>
      {adminUrl && (
        <a href={adminUrl} target="_blank" rel="noopener" className={styles.panelItem}>
          <SettingOutlined aria-hidden />
          <span>后台管理</span>
        </a>
      )}
      <button type="button" className={styles.panelItem} onClick={logout}>
        <LogoutOutlined aria-hidden />
        <span>退出</span>
      </button>
    </NavDropdown>
  );
}
