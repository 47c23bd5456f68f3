import {
  BilibiliOutlined,
  GithubOutlined,
  QqOutlined,
  QrcodeOutlined,
  WechatOutlined,
} from '../../../components/icons';
import { useState } from 'react';
import type { SiteConfig, Statistic } from '@blog/contract';
import { BlogImage } from '../../../components/blog-image';
import { Card } from '../../../components/card';
import styles from './author-card.module.css';
import { BlogStats } from './blog-stats';

export interface AuthorCardProps {
  config: SiteConfig;
  statistic: Statistic | undefined;
}

/** Gitee's round "G" (antd's icon set has none). */
function GiteeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21Zm5.3 5.7v1.5a.5.5 0 0 1-.5.5h-6.3a1.5 1.5 0 0 0-1.5 1.5v3.6c0 .3.2.5.5.5h4.4a1.5 1.5 0 0 0 1.5-1.5v-.4a.5.5 0 0 0-.5-.5h-3.5a.5.5 0 0 1-.5-.5v-1.2c0-.3.2-.5.5-.5h5.4c.3 0 .5.2.5.5v3.2a3.6 3.6 0 0 1-3.6 3.6H8.2a.5.5 0 0 1-.5-.5v-6.6a4 4 0 0 1 4-4h5.1c.3 0 .5.2.5.5Z" />
    </svg>
  );
}

/** The blog owner's card: avatar, name, motto, article/category/tag counts and their links. */
export function AuthorCard({ config, statistic }: AuthorCardProps) {
  const socials = [
    { label: 'GitHub', href: config.github_link, icon: <GithubOutlined aria-hidden /> },
    { label: 'Gitee', href: config.git_ee_link, icon: <GiteeIcon /> },
    { label: '哔哩哔哩', href: config.bilibili_link, icon: <BilibiliOutlined aria-hidden /> },
    { label: 'QQ', href: config.qq_link, icon: <QqOutlined aria-hidden /> },
    { label: '微信', href: config.we_chat_link, icon: <WechatOutlined aria-hidden /> },
  ].filter((social) => social.href);
  const groups = [
    { label: '微信群', image: config.we_chat_group, hint: '微信扫一扫，加入微信群' },
    { label: 'QQ群', image: config.qq_group, hint: 'QQ 扫一扫，加入 QQ 群' },
  ].filter((group): group is { label: string; image: string; hint: string } => Boolean(group.image));

  return (
    <Card as="aside" className={styles.card} hoverable>
      <div className={styles.cover}>
        {config.avatar_bg && <BlogImage fill src={config.avatar_bg} alt="" />}
      </div>
      <BlogImage src={config.blog_avatar} alt={config.author_name} ratio="1" className={styles.avatar} />
      <p className={styles.name}>{config.author_name}</p>
      {config.personal_say && <p className={styles.motto}>{config.personal_say.split('\n')[0]}</p>}
      <BlogStats statistic={statistic} classes={styles} />
      {socials.length > 0 && (
        <div className={styles.socials}>
          {socials.map((social) => (
            <a
              key={social.label}
              className={styles.social}
              href={social.href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={social.label}
              title={social.label}
            >
              {social.icon}
            </a>
          ))}
        </div>
      )}
      {groups.length > 0 && (
        <div className={styles.groups}>
          {groups.map((group) => (
            <QrPopover key={group.label} {...group} />
          ))}
        </div>
      )}
    </Card>
  );
}

/**
 * A button that shows a group's QR code above it: on hover or keyboard focus, and on tap for
 * touch screens. Drawn without antd, like the rest of the home page.
 */
function QrPopover({ label, image, hint }: { label: string; image: string; hint: string }) {
  const [pinned, setPinned] = useState(false);
  return (
    <span className={styles.qr} data-open={pinned} onMouseLeave={() => setPinned(false)}>
      <button
        type="button"
        className={styles.qrButton}
        aria-expanded={pinned}
        onClick={() => setPinned((open) => !open)}
        onBlur={() => setPinned(false)}
      >
        <QrcodeOutlined aria-hidden />
        {label}
      </button>
      <span className={styles.qrPanel} role="tooltip">
        <BlogImage src={image} alt={`${label}二维码`} ratio="1" fit="contain" className={styles.qrImage} />
        <span className={styles.qrHint}>{hint}</span>
      </span>
    </span>
  );
}
