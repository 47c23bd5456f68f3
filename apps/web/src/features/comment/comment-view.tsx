import { DeleteOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '../../components/icons';
import type { CommentItem } from '@blog/contract';
import { Popconfirm } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatCount } from '../../lib/count-format';
import { RelativeTime } from '../../components/relative-time';
import { HeldBadge } from '../../components/held-badge';
import { commentAnchor } from './comment-anchor';
import { CommentAvatar } from './comment-avatar';
import styles from './comments.module.css';

export interface CommentViewProps {
  comment: CommentItem;
  /** Replies are drawn smaller and say whom they answer. */
  isReply?: boolean;
  canDelete: boolean;
  onLike: (comment: CommentItem) => void;
  onReply: (comment: CommentItem) => void;
  onDelete: (comment: CommentItem) => Promise<unknown>;
  /** Under the text: the reply box, the replies. */
  children?: ReactNode;
}

/**
 * One comment: who, when and where from, the text (always plain text), and its actions; a held one
 * (seen by its author only) is marked 待审核 and can only be deleted.
 */
export function CommentView({
  comment,
  isReply = false,
  canDelete,
  onLike,
  onReply,
  onDelete,
  children,
}: CommentViewProps) {
  // Held for the owner: nobody else sees it yet, so nobody likes or answers it yet.
  const held = comment.status === 2;
  const anchor = commentAnchor(comment.id);
  const ref = useRef<HTMLElement>(null);
  // The page opened at this comment (a reply mail's link): it comes into view once it is drawn.
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) ref.current?.scrollIntoView({ block: 'center' });
  }, [anchor]);
  return (
    <article
      ref={ref}
      id={anchor}
      className={isReply ? styles.reply : styles.comment}
      data-testid={isReply ? 'comment-reply' : 'comment'}
      data-comment-id={comment.id}
    >
      <CommentAvatar src={comment.from_avatar} name={comment.from_name} small={isReply} />
      <div className={styles.commentMain}>
        <header className={styles.commentHead}>
          <span className={styles.name}>{comment.from_name}</span>
          {comment.guest && (
            <span className={styles.guestMark} title="没有登录的访客" data-testid="guest-mark">
              游客
            </span>
          )}
          {isReply && comment.to_name && (
            <span className={styles.replyTo}>
              回复 <span className={styles.replyToName}>@{comment.to_name}</span>
            </span>
          )}
          {held && <HeldBadge />}
        </header>
        {/* Plain text only: React escapes it, line breaks are kept by CSS. */}
        <p className={styles.content} data-testid="comment-content">
          {comment.content}
        </p>
        <footer className={styles.meta}>
          <RelativeTime date={comment.createdAt} />
          {comment.ipAddress && <span className={styles.region}>{comment.ipAddress}</span>}
          <span className={styles.actions}>
            {!held && (
              <>
                <button
                  type="button"
                  className={styles.action}
                  aria-pressed={comment.is_like}
                  aria-label={comment.is_like ? '取消点赞' : '点赞'}
                  data-liked={comment.is_like}
                  onClick={() => onLike(comment)}
                >
                  {comment.is_like ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
                  <span data-testid="comment-likes">{formatCount(comment.thumbs_up)}</span>
                </button>
                <button type="button" className={styles.action} onClick={() => onReply(comment)}>
                  <MessageOutlined aria-hidden />
                  回复
                </button>
              </>
            )}
            {canDelete && (
              <Popconfirm
                title="确定删除这条评论吗？"
                description={isReply ? undefined : '它下面的回复也会一起删除'}
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true, autoInsertSpace: false }}
                cancelButtonProps={{ autoInsertSpace: false }}
                onConfirm={() => onDelete(comment)}
              >
                <button type="button" className={`${styles.action} ${styles.danger}`}>
                  <DeleteOutlined aria-hidden />
                  删除
                </button>
              </Popconfirm>
            )}
          </span>
        </footer>
        {children}
      </div>
    </article>
  );
}
