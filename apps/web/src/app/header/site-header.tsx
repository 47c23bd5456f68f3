import { BellOutlined, MenuOutlined, SearchOutlined } from '../../components/icons';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { onDemand } from '../../components/on-demand';
import { useIsNarrow } from '../../components/use-media-query';
import { useSearchShortcut } from '../../features/search/use-search-shortcut';
import { useSiteConfig } from '../../features/site/site-api';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { prefetchWhenIdle, whenIdle } from '../../lib/when-idle';
import { useIsLoggedIn, useUserStore } from '../../stores/user-store';
import { NavMenu } from './nav-menu';
import styles from './site-header.module.css';
import { useHeaderScrollState } from './use-header-scroll-state';
import { usePanel } from './use-panel';

const mobileNavDrawer = onDemand(async () => (await import('./mobile-nav-drawer')).MobileNavDrawer);
const loadMobileNavDrawer = mobileNavDrawer.preload;
const MobileNavDrawer = mobileNavDrawer.Component;
const searchDialog = onDemand(async () => (await import('../../features/search/search-dialog')).SearchDialog);
const loadSearchDialog = searchDialog.preload;
const SearchDialog = searchDialog.Component;
const NotifyBell = lazy(async () => ({
  default: (await import('../../features/notify/notify-bell')).NotifyBell,
}));
const notificationDrawer = onDemand(
  async () => (await import('../../features/notify/notification-drawer')).NotificationDrawer,
);
const loadNotificationDrawer = notificationDrawer.preload;
const NotificationDrawer = notificationDrawer.Component;

/**
 * The fixed site header (docs/spec.md §2): transparent over the banner at the top, themed and blurred once
 * the page scrolls, hidden while scrolling down. Narrow screens get a hamburger and a drawer.
 */
export function SiteHeader({ solid }: { solid: boolean }) {
  const { hidden, transparent } = useHeaderScrollState();
  const loggedIn = useIsLoggedIn();
  // Type-4 notifications lead to the console, which only the admin may open; for anyone else (a
  // friend-link applicant hearing back, say) they are just marked read.
  const isAdmin = useUserStore((state) => state.userInfo?.role === 1);
  const siteConfig = useSiteConfig().data;
  const blogName = siteConfig?.blog_name;
  const search = usePanel();
  const messages = usePanel();
  // Ctrl/⌘+K opens the 搜索 dialog from anywhere (issue #3).
  useSearchShortcut(search.show);
  // Its code arrives once the page has settled, so the first open needs no download (issue #13).
  useEffect(() => prefetchWhenIdle(() => void loadSearchDialog()), []);

  return (
    <header
      className={styles.header}
      data-testid="site-header"
      data-hidden={hidden}
      data-transparent={transparent && !solid}
    >
      <div className={styles.inner}>
        <Link to="/home" className={styles.brand} aria-label={blogName ? undefined : '返回首页'}>
          {blogName}
        </Link>
        {/* Both the PC menu and the phone's menu button are in the markup; CSS shows the one that
            fits the window, so a phone's first paint (before any script) has the right header. */}
        <NavMenu />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="搜索"
            onClick={search.show}
            // Its code is fetched as the visitor reaches for it, so the dialog opens at once.
            onPointerEnter={() => void loadSearchDialog()}
            onFocus={() => void loadSearchDialog()}
            onTouchStart={() => void loadSearchDialog()}
          >
            <SearchOutlined aria-hidden />
          </button>
          {loggedIn && (
            // Only users have a bell: its code (and the unread count) stays out of a guest's first load.
            <Suspense fallback={<BellPlaceholder onClick={messages.show} />}>
              <NotifyBell
                className={styles.iconButton}
                onClick={messages.show}
                onIntent={() => void loadNotificationDrawer()}
              />
            </Suspense>
          )}
          <ThemeToggle className={styles.iconButton} />
          <MobileMenu />
        </div>
      </div>
      <Suspense fallback={null}>
        {search.mounted && <SearchDialog open={search.open} onClose={search.hide} />}
        {messages.mounted && loggedIn && (
          <NotificationDrawer
            open={messages.open}
            onClose={messages.hide}
            adminUrl={isAdmin ? siteConfig?.admin_url : null}
          />
        )}
      </Suspense>
    </header>
  );
}

/**
 * The phone's menu (docs/spec.md §2): its button, which CSS shows under 798 px in place of the PC menu (so
 * a phone's first paint is right before any script), and the drawer it opens. Whether the window is
 * narrow is the browser's answer: kept in this small part, so that only it re-renders when the
 * answer differs from the server's wide assumption.
 */
function MobileMenu() {
  const narrow = useIsNarrow();
  const drawer = usePanel();
  // Phones will want the drawer: fetch its code ahead of the first tap, once the page has settled.
  useEffect(() => {
    if (narrow) return whenIdle(() => void loadMobileNavDrawer());
  }, [narrow]);
  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.menuButton}`}
        aria-label="打开菜单"
        onClick={drawer.show}
        onTouchStart={() => void loadMobileNavDrawer()}
        onFocus={() => void loadMobileNavDrawer()}
      >
        <MenuOutlined aria-hidden />
      </button>
      {drawer.mounted && narrow && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawer.open} onClose={drawer.hide} />
        </Suspense>
      )}
    </>
  );
}

/** The bell for the moment its code loads (without the unread badge); it works already. */
function BellPlaceholder({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label="我的消息" onClick={onClick}>
      <BellOutlined aria-hidden />
    </button>
  );
}
