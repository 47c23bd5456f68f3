import type { Link } from '@blog/contract';
import { LetterAvatar } from '../../../components/letter-avatar';
import styles from './link-card.module.css';

/** A friend's site: avatar (or its initial), name and description; opens in a new tab. */
export function LinkCard({ link }: { link: Link }) {
  return (
    <a
      className={styles.link}
      href={link.url}
      target="_blank"
      // A visitor-supplied address: no referrer, no access to this window, no ranking credit.
      rel="ugc noopener noreferrer nofollow"
      data-testid="link-card"
      title={link.url}
    >
      <LetterAvatar src={link.site_avatar} name={link.site_name} className={styles.avatar} />
      <span className={styles.text}>
        <span className={styles.name}>{link.site_name}</span>
        <span className={styles.description}>{link.site_desc || '这个朋友很神秘，什么都没有写～'}</span>
      </span>
    </a>
  );
}

export function LinkCardSkeleton() {
  return (
    <span className={`${styles.link} ${styles.skeleton}`} aria-hidden>
      <span className={`${styles.bone} ${styles.boneAvatar}`} />
      <span className={styles.text}>
        <span className={styles.bone} style={{ width: '60%' }} />
        <span className={styles.bone} style={{ width: '90%', height: 10 }} />
      </span>
    </span>
  );
}
