import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LetterAvatar } from '../../../components/letter-avatar';
import styles from './moderation-page.module.css';

/** Who wrote it: the letter avatar and the name, a guest's marked 游客. */
export function Person({ name, guest = false }: { name: string; guest?: boolean }) {
  return (
    <span className={styles.person}>
      <LetterAvatar name={name} className={styles.avatar} />
      {name}
      {guest && <Tag className={styles.guest}>游客</Tag>}
    </span>
  );
}

/** What was written, on two lines at most; the whole text in a tooltip. */
export function Excerpt({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} className={styles.text}>
      {children}
    </Typography.Paragraph>
  );
}
