import { MessageOutlined, PushpinFilled } from '../../../components/icons';
import type { TalkItem } from '@blog/contract';
import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/card';
import { ImageGrid } from '../../../components/image-grid';
import { LetterAvatar } from '../../../components/letter-avatar';
import { formatCount } from '../../../lib/count-format';
import { RelativeTime } from '../../../components/relative-time';
import { CollapsibleText } from './collapsible-text';
import styles from './talk-card.module.css';
import { TalkLikeButton } from './talk-like-button';

export interface TalkCardProps {
  talk: TalkItem;
  /** The talk `/talk?id=` points at: outlined and announced. */
  highlighted?: boolean;
  /** The comment section, rendered once the visitor opens it (the page brings the comment feature). */
  renderComments?: (talk: TalkItem) => ReactNode;
  /** Opens the comments once hydrated: the address links to one of them (a reply mail's `#comment-12`). */
  commentsLinked?: boolean;
}

/** One 说说: who and when, the text, up to nine pictures, 点赞 and 评论. */
export function TalkCard({
  talk,
  highlighted = false,
  renderComments,
  commentsLinked = false,
}: TalkCardProps) {
  // Folded until the visitor opens them, or open while the address links to one (once hydrated:
  // the server rendered them folded); the visitor's own click wins.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const showComments = toggled ?? commentsLinked;
  const pinned = talk.is_top === 1;
  const commentsId = `talk-${talk.id}-comments`;
  return (
    <article
      className={styles.talk}
      id={`talk-${talk.id}`}
      data-testid="talk-card"
      data-talk-id={talk.id}
      data-highlighted={highlighted}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Card as="div" className={styles.card}>
        <header className={styles.head}>
          <LetterAvatar src={talk.avatar} name={talk.nick_name} className={styles.avatar} />
          <div className={styles.who}>
            <span className={styles.name}>{talk.nick_name}</span>
            <RelativeTime date={talk.createdAt} className={styles.time} />
          </div>
          {pinned && (
            <span className={styles.pinned} data-testid="talk-pinned">
              <PushpinFilled aria-hidden /> 置顶
            </span>
          )}
        </header>
        {talk.content && <CollapsibleText text={talk.content} />}
        {talk.talkImgList.length > 0 && (
          <ImageGrid images={talk.talkImgList} label="说说配图" className={styles.images} />
        )}
        <footer className={styles.actions}>
          <TalkLikeButton talk={talk} />
          {renderComments && (
            <button
              type="button"
              className={styles.action}
              aria-expanded={showComments}
              aria-label={`评论 ${talk.comment_total}`}
              aria-controls={commentsId}
              onClick={() => setToggled(!showComments)}
            >
              <MessageOutlined aria-hidden />
              <span className={styles.count}>
                {talk.comment_total > 0 ? formatCount(talk.comment_total) : '评论'}
              </span>
            </button>
          )}
        </footer>
        {renderComments && showComments && (
          <div id={commentsId} className={styles.comments}>
            {renderComments(talk)}
          </div>
        )}
      </Card>
    </article>
  );
}

/** The shape of a talk while the list loads. */
export function TalkCardSkeleton() {
  return (
    <Card as="div" className={styles.card}>
      <div className={styles.skeleton} aria-hidden>
        <div className={styles.head}>
          <span className={`${styles.bone} ${styles.boneAvatar}`} />
          <span className={styles.who}>
            <span className={styles.bone} style={{ width: 96 }} />
            <span className={styles.bone} style={{ width: 64, height: 10 }} />
          </span>
        </div>
        <span className={styles.bone} style={{ width: '92%' }} />
        <span className={styles.bone} style={{ width: '76%' }} />
        <span className={styles.bone} style={{ width: '48%' }} />
      </div>
    </Card>
  );
}
