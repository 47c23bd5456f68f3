import { DeleteOutlined, EditOutlined, MessageOutlined, TagOutlined } from '../../../components/icons';
import type { MessageItem } from '@blog/contract';
import { Popconfirm } from 'antd';
import { Link } from 'react-router';
import { BlogImage } from '../../../components/blog-image';
import { formatCount } from '../../../lib/count-format';
import { RelativeTime } from '../../../components/relative-time';
import { hasOwnBackground, messagePaper } from '../message-style';
import styles from './message-card.module.css';
import { MessageHtml } from './message-html';
import { MessageLikeButton } from './message-like-button';
import { HeldBadge } from '../../../components/held-badge';

export interface MessageCardProps {
  item: MessageItem;
  /** The author or the admin: 编辑 and 删除 are offered. */
  canManage: boolean;
  onDelete: (item: MessageItem) => Promise<unknown>;
  /** The detail page shows the card large and without the link to itself. */
  large?: boolean;
  /** The publish page's live preview: the card alone, without actions. */
  preview?: boolean;
}

export const messageDetailPath = (id: number) => `/message/detail?id=${id}`;
export const messageEditPath = (id: number) => `/message/publish?id=${id}`;

/** A message as a card, in its own colour, size, weight and background. */
export function MessageCard({ item, canManage, onDelete, large = false, preview = false }: MessageCardProps) {
  const initial = Array.from(item.nick_name.trim())[0] ?? '?';
  // Held for the owner: only its author sees it yet, so nobody likes or comments on it yet.
  const held = item.status === 2;
  const paper = messagePaper(item);
  return (
    <article
      className={[styles.card, large && styles.large].filter(Boolean).join(' ')}
      data-testid="message-card"
      data-message-id={item.id}
      data-own-background={hasOwnBackground(item)}
    >
      <div
        className={styles.paper}
        style={paper.style}
        data-backing={paper.backing}
        data-testid="message-paper"
      >
        <MessageHtml html={item.message} />
      </div>
      <header className={styles.author}>
        {item.avatar ? (
          <BlogImage src={item.avatar} alt="" ratio="1" className={styles.avatar} />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden>
            {initial}
          </span>
        )}
        <span className={styles.who}>
          <span className={styles.name}>{item.nick_name}</span>
          <RelativeTime date={item.createdAt} className={styles.time} />
        </span>
        {held && <HeldBadge />}
        {item.tag && (
          <span className={styles.tag}>
            <TagOutlined aria-hidden />
            {item.tag}
          </span>
        )}
      </header>
      {!preview && (
        <footer className={styles.actions}>
          {held ? null : <MessageLikeButton key={item.id} item={item} />}
          {held ? null : large ? (
            <span className={styles.action} aria-label="评论数">
              <MessageOutlined aria-hidden />
              {formatCount(item.comment_total)}
            </span>
          ) : (
            <Link to={messageDetailPath(item.id)} className={styles.action} aria-label="查看详情和评论">
              <MessageOutlined aria-hidden />
              <span data-testid="message-comments">{formatCount(item.comment_total)}</span>
            </Link>
          )}
          {canManage && (
            <span className={styles.manage}>
              <Link to={messageEditPath(item.id)} className={styles.action}>
                <EditOutlined aria-hidden />
                编辑
              </Link>
              <Popconfirm
                title="确定删除这条留言吗？"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true, autoInsertSpace: false }}
                cancelButtonProps={{ autoInsertSpace: false }}
                onConfirm={() => onDelete(item)}
              >
                <button type="button" className={`${styles.action} ${styles.danger}`}>
                  <DeleteOutlined aria-hidden />
                  删除
                </button>
              </Popconfirm>
            </span>
          )}
          {!large && (
            <Link to={messageDetailPath(item.id)} className={`${styles.action} ${styles.detail}`}>
              详情
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
