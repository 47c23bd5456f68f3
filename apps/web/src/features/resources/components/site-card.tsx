import type { ResourceSite } from '@blog/contract';
import { LetterAvatar } from '../../../components/letter-avatar';
import styles from './site-card.module.css';

/** A recommended site: icon (or its initial), name and description; opens in a new tab. */
export function SiteCard({ site }: { site: ResourceSite }) {
  return (
    <a
      className={styles.site}
      href={site.url}
      target="_blank"
      rel="noopener noreferrer"
      title={site.url}
      data-testid="site-card"
    >
      <LetterAvatar src={site.logo} name={site.name} shape="square" className={styles.icon} />
      <span className={styles.text}>
        <span className={styles.name}>{site.name}</span>
        <span className={styles.description}>{site.description || hostOf(site.url)}</span>
      </span>
    </a>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function SiteCardSkeleton() {
  return (
    <span className={`${styles.site} ${styles.skeleton}`} aria-hidden>
      <span className={`${styles.bone} ${styles.boneIcon}`} />
      <span className={styles.text}>
        <span className={styles.bone} style={{ width: '55%' }} />
        <span className={styles.bone} style={{ width: '85%', height: 10 }} />
      </span>
    </span>
  );
}
