import {
  AppstoreOutlined,
  CloudServerOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DesktopOutlined,
  FieldTimeOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  LinkOutlined,
  MessageOutlined,
  PictureOutlined,
  TagsOutlined,
} from '../../components/icons';
import type { ReactNode } from 'react';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
  icon: ReactNode;
}

/** docs/spec.md §2: 音乐 is a menu action, not a route: it opens the player overlay. */
export interface NavMusicEntry {
  kind: 'music';
  label: string;
  icon: ReactNode;
}

export type NavLeaf = NavLinkEntry | NavMusicEntry;

export interface NavGroupEntry {
  kind: 'group';
  label: string;
  icon: ReactNode;
  children: NavLeaf[];
}

export type NavEntry = NavLeaf | NavGroupEntry;

const link = (label: string, to: string, icon: ReactNode): NavLinkEntry => ({
  kind: 'link',
  label,
  to,
  icon,
});

const MORE: NavGroupEntry = {
  kind: 'group',
  label: '更多',
  icon: <AppstoreOutlined aria-hidden />,
  children: [
    link('前端推荐', '/resources/front', <DesktopOutlined aria-hidden />),
    link('后端推荐', '/resources/back', <CloudServerOutlined aria-hidden />),
    { kind: 'music', label: '音乐', icon: <CustomerServiceOutlined aria-hidden /> },
  ],
};

const HOME = link('主页', '/home', <HomeOutlined aria-hidden />);
const TIMELINE = link('时间轴', '/archives', <FieldTimeOutlined aria-hidden />);
const CATEGORY = link('分类', '/category', <FolderOpenOutlined aria-hidden />);
const ALBUM = link('相册', '/photoAlbum', <PictureOutlined aria-hidden />);
const TALK = link('说说', '/talk', <CommentOutlined aria-hidden />);
const MESSAGE = link('留言', '/message/list', <MessageOutlined aria-hidden />);

/** The PC menu (docs/spec.md §2, docs/design.md §8 UI words). */
export const PC_NAV: NavEntry[] = [HOME, TIMELINE, MORE, CATEGORY, ALBUM, TALK, MESSAGE];

/** The mobile drawer: the same items plus 标签 and 友链. */
export const DRAWER_NAV: NavEntry[] = [
  HOME,
  TIMELINE,
  CATEGORY,
  link('标签', '/tag', <TagsOutlined aria-hidden />),
  ALBUM,
  TALK,
  MESSAGE,
  link('友链', '/link/list', <LinkOutlined aria-hidden />),
  MORE,
];

/** The player listens for this window event (docs/spec.md §2). */
export function openMusicPlayer(): void {
  window.dispatchEvent(new Event('openMusicPlayer'));
}
