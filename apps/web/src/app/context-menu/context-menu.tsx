import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CompassOutlined,
  FolderOpenOutlined,
  LinkOutlined,
  MoonOutlined,
  ReloadOutlined,
  SunOutlined,
  UsergroupAddOutlined,
} from '../../components/icons';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toggleTheme, useTheme } from '../../features/theme/theme-controller';
import { copiedNotice, copyText } from '../../lib/copy';
import { toast } from '../../lib/toast';
import { clampMenuPosition, type MenuPosition } from './clamp-menu-position';
import styles from './context-menu.module.css';
import { pickRandomArticleId } from './random-article';
import { wantsNativeMenu } from './wants-native-menu';

interface PlacedMenu extends MenuPosition {
  /** CSS transform-origin: the corner at the cursor. */
  origin: string;
}

interface MenuAction {
  label: string;
  icon: ReactNode;
  run: (point: MenuPosition) => void;
}

export interface ContextMenuProps {
  /** Where the right-click was that brought the menu's code: it opens there as it mounts. */
  openAt?: { clientX: number; clientY: number } | null;
}

/**
 * The site's right-click menu (docs/spec.md §2): opens at the cursor, stays inside the viewport, and any
 * click, scroll or Escape closes it. It stays mounted (invisible) so its size can be measured.
 */
export function ContextMenu({ openAt = null }: ContextMenuProps) {
  const navigate = useNavigate();
  const theme = useTheme();
  const menuRef = useRef<HTMLDivElement>(null);
  // The last place stays while closed, so the menu fades out where it was.
  const [placed, setPlaced] = useState<PlacedMenu>({ x: 0, y: 0, origin: 'left top' });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const openAtPoint = ({ clientX, clientY }: { clientX: number; clientY: number }) => {
      const menu = menuRef.current;
      if (!menu) return;
      const spot = clampMenuPosition(
        clientX,
        clientY,
        menu.offsetWidth,
        menu.offsetHeight,
        document.documentElement.clientWidth,
        document.documentElement.clientHeight,
      );
      // The menu grows out of the cursor, from whichever corner ended up there.
      const origin = `${spot.x < clientX ? 'right' : 'left'} ${spot.y < clientY ? 'bottom' : 'top'}`;
      setPlaced({ ...spot, origin });
      setOpen(true);
    };
    const onContextMenu = (event: MouseEvent) => {
      if (!menuRef.current || wantsNativeMenu(event)) {
        setOpen(false);
        return;
      }
      event.preventDefault();
      openAtPoint(event);
    };
    if (openAt) openAtPoint(openAt);
    const close = () => setOpen(false);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('contextmenu', onContextMenu);
    window.addEventListener('click', close);
    window.addEventListener('scroll', close, { passive: true });
    window.addEventListener('resize', close);
    window.addEventListener('blur', close);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      window.removeEventListener('click', close);
      window.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
      window.removeEventListener('blur', close);
      document.removeEventListener('keydown', onKeyDown);
    };
    // Only the first right-click comes in as a prop; the menu hears the later ones itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (open) menuRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [open, placed]);

  const copyLink = async () => {
    const link = window.location.href;
    if (await copyText(link)) {
      toast.success('链接已复制到剪贴板');
      toast.info(copiedNotice(link));
    } else toast.warning('复制失败，请手动复制地址栏中的链接');
  };
  const wander = async () => {
    const id = await pickRandomArticleId();
    if (id === null) toast.info('还没有可以逛的文章哦～');
    else await navigate(`/article?id=${id}`);
  };

  const groups: MenuAction[][] = [
    [
      { label: '刷新页面', icon: <ReloadOutlined aria-hidden />, run: () => window.location.reload() },
      { label: '后退', icon: <ArrowLeftOutlined aria-hidden />, run: () => void navigate(-1) },
      { label: '前进', icon: <ArrowRightOutlined aria-hidden />, run: () => void navigate(1) },
    ],
    [
      { label: '复制链接', icon: <LinkOutlined aria-hidden />, run: () => void copyLink() },
      {
        label: theme === 'dark' ? '浅色模式' : '深色模式',
        icon: theme === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />,
        run: (point) => toggleTheme(point),
      },
    ],
    [
      {
        label: '添加友链',
        icon: <UsergroupAddOutlined aria-hidden />,
        run: () => void navigate('/link/list'),
      },
      { label: '随便逛逛', icon: <CompassOutlined aria-hidden />, run: () => void wander() },
      { label: '全部分类', icon: <FolderOpenOutlined aria-hidden />, run: () => void navigate('/category') },
    ],
  ];

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll('button')];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items.at((index + step) % items.length)?.focus();
  };

  return (
    <div
      ref={menuRef}
      className={styles.menu}
      role="menu"
      aria-label="快捷菜单"
      aria-hidden={!open}
      data-testid="context-menu"
      data-open={open}
      style={{ left: placed.x, top: placed.y, transformOrigin: placed.origin }}
      onKeyDown={onMenuKeyDown}
    >
      {groups.map((group) => (
        <div key={group[0]?.label} className={styles.group} role="group">
          {group.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              className={styles.item}
              tabIndex={open ? 0 : -1}
              onClick={(event) => action.run({ x: event.clientX, y: event.clientY })}
            >
              <span className={styles.icon} aria-hidden="true">
                {action.icon}
              </span>
              {action.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
