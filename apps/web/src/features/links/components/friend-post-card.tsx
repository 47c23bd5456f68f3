import type { FriendPost } from '@blog/contract';
import { LetterAvatar } from '../../../components/letter-avatar';
import { RelativeTime } from '../../../components/relative-time';
import styles from './friend-post-card.module.css';

/**
 * A post of a friend's feed: the friend's avatar and name, the title linking out, the date and a short
 * summary. Every word came from the friend's site as plain text and is rendered as text.
 */
export function FriendPostCard({ post }: { post: FriendPost }) {
  return (
    <article className={styles.post} data-testid="friend-post">
      <a
        className={styles.friend}
        href={post.site_url}
        target="_blank"
        // Addresses from a stranger's feed: no access to this window, no ranking credit.
        rel="noopener nofollow ugc"
      >
        <LetterAvatar src={post.site_avatar} name={post.site_name} className={styles.avatar} />
        <span className={styles.name}>{post.site_name}</span>
      </a>
      <h3 className={styles.title}>
        <a href={post.url} target="_blank" rel="noopener nofollow ugc">
          {post.title}
        </a>
      </h3>
      {post.summary && <p className={styles.summary}>{post.summary}</p>}
      <RelativeTime date={post.date} className={styles.date} />
    </article>
  );
}

export function FriendPostSkeleton() {
  return (
    <div className={`${styles.post} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.friend}>
        <span className={`${styles.avatar} ${styles.bone}`} />
        <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '30%' }} />
      </span>
      <span className={`${styles.bone} ${styles.boneTitle}`} style={{ width: '70%' }} />
      <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '95%' }} />
      <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '60%' }} />
    </div>
  );
}
