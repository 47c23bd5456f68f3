import { ExportOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '../components/icons';
import { Avatar, Button, Drawer, Layout, Menu, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsNarrow } from '../components/use-media-query';
import { ownPicture } from '../lib/own-picture';
import { useSiteConfig } from '../features/site/site-api';
import { ThemeToggle } from '../features/theme/theme-toggle';
import { clearUser, useUserStore } from '../stores/user-store';
import { ADMIN_SECTIONS, sectionOf } from './admin-menu';
import styles from './admin-layout.module.css';

const menuItems = ADMIN_SECTIONS.map((section) => ({
  key: section.path,
  icon: section.icon,
  label: section.label,
}));

/** The console's frame: side menu (a drawer on phones), a top bar with the owner, and the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const user = useUserStore((state) => state.userInfo);
  const blogName = useSiteConfig().data?.blog_name;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const section = sectionOf(pathname);

  useEffect(() => {
    document.title = `${section.label} - 管理后台${blogName ? ` - ${blogName}` : ''}`;
  }, [section.label, blogName]);

  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[section.path]}
      items={menuItems}
      className={styles.menu}
      onClick={({ key }) => {
        setDrawerOpen(false);
        void navigate(key ? `/admin/${key}` : '/admin');
      }}
    />
  );
  const brand = (
    <div className={styles.brand}>
      <span className={styles.brandMark} aria-hidden>
        {(blogName ?? '博').slice(0, 1)}
      </span>
      {(!collapsed || narrow) && <span className={styles.brandName}>管理后台</span>}
    </div>
  );

  return (
    <Layout className={styles.shell} data-testid="admin-shell">
      {narrow ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={240}
          title={brand}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="后台菜单">{menu}</nav>
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          trigger={null}
          width={220}
          className={styles.sider}
        >
          {brand}
          <nav aria-label="后台菜单">{menu}</nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            aria-label={narrow ? '打开菜单' : collapsed ? '展开菜单' : '收起菜单'}
            icon={narrow || collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => (narrow ? setDrawerOpen(true) : setCollapsed(!collapsed))}
          />
          <h1 className={styles.title}>{section.label}</h1>
          <div className={styles.tools}>
            <Tooltip title="查看网站">
              <Button
                type="text"
                icon={<ExportOutlined />}
                href="/home"
                target="_blank"
                aria-label="查看网站"
              />
            </Tooltip>
            <ThemeToggle className={styles.themeToggle} />
            <Avatar src={ownPicture(user?.avatar) ?? undefined} alt={user?.nick_name} size={30}>
              {(user?.nick_name || user?.username || '博').slice(0, 1)}
            </Avatar>
            {!narrow && <span className={styles.userName}>{user?.nick_name || user?.username}</span>}
            <Tooltip title="退出登录">
              <Button
                type="text"
                icon={<LogoutOutlined />}
                aria-label="退出登录"
                onClick={() => {
                  clearUser();
                  void navigate('/home');
                }}
              />
            </Tooltip>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
