import {
  AppstoreOutlined,
  BookOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EditOutlined,
  HistoryOutlined,
  LineChartOutlined,
  LinkOutlined,
  MailOutlined,
  MessageOutlined,
  PictureOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TagsOutlined,
  TeamOutlined,
} from '../components/icons';
import type { ReactNode } from 'react';

export interface AdminSection {
  /** Path under /admin ('' for the dashboard). */
  path: string;
  label: string;
  icon: ReactNode;
}

/** The side menu, in the order the owner reaches for things. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '', label: '仪表盘', icon: <DashboardOutlined /> },
  { path: 'visits', label: '访问统计', icon: <LineChartOutlined /> },
  { path: 'articles', label: '文章管理', icon: <BookOutlined /> },
  { path: 'articles/new', label: '写文章', icon: <EditOutlined /> },
  { path: 'articles/redirects', label: '旧链接跳转', icon: <HistoryOutlined /> },
  { path: 'taxonomy', label: '分类与标签', icon: <TagsOutlined /> },
  { path: 'talks', label: '说说', icon: <CommentOutlined /> },
  { path: 'albums', label: '相册', icon: <PictureOutlined /> },
  { path: 'links', label: '友链', icon: <LinkOutlined /> },
  { path: 'moderation', label: '留言与评论', icon: <MessageOutlined /> },
  { path: 'users', label: '用户', icon: <TeamOutlined /> },
  { path: 'resources', label: '资源导航', icon: <AppstoreOutlined /> },
  { path: 'music', label: '音乐库', icon: <CustomerServiceOutlined /> },
  { path: 'mail', label: '邮件', icon: <MailOutlined /> },
  { path: 'site', label: '网站设置', icon: <SettingOutlined /> },
  { path: 'security', label: '账号安全', icon: <SafetyCertificateOutlined /> },
];

/** Pages with a title of their own but no menu entry: the setup step, opened by itself or from 网站设置. */
const UNLISTED_SECTIONS: AdminSection[] = [{ path: 'setup', label: '设置向导', icon: <SettingOutlined /> }];

/** The menu entry a console path belongs to: the longest section path that prefixes it. */
export function sectionOf(pathname: string): AdminSection {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  let best = ADMIN_SECTIONS[0] as AdminSection;
  for (const section of [...ADMIN_SECTIONS, ...UNLISTED_SECTIONS]) {
    if (section.path === '') continue;
    const matches = rest === section.path || rest.startsWith(`${section.path}/`);
    if (matches && section.path.length > best.path.length) best = section;
  }
  // An article being edited (articles/12) belongs to 文章管理, not 写文章.
  return best;
}
