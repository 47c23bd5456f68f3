import { LetterAvatar } from './letter-avatar';
import styles from './site-card.module.css';

export interface SiteCardProps {
  href: string;
  name: string;
  description: string;
  /** The site's picture; its initial is drawn when there is none or it fails to load. */
  image: string | null | undefined;
  /** A friend's avatar is round and turns on hover; a site's icon is square and grows. */
  shape: 'circle' | 'square';
  /** How the link is followed: a visitor-supplied address gets `ugc nofollow` besides. */
  rel: string;
  testId: string;
}

/** A card for another website (a friend link, a recommended site): picture, name and description; opens in a new tab. */
export function SiteCard({ href, name, description, image, shape, rel, testId }: SiteCardProps) {
  return (
    <a
      className={styles.card}
      data-shape={shape}
      href={href}
      target="_blank"
      rel={rel}
      title={href}
      data-testid={testId}
    >
      <LetterAvatar src={image} name={name} shape={shape} className={styles.image} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.description}>{description}</span>
      </span>
    </a>
  );
}

/** The card's shape while its list loads; `widths` of the name and description lines. */
export function SiteCardSkeleton({
  shape,
  widths,
}: {
  shape: 'circle' | 'square';
  widths: [string, string];
}) {
  const [name, description] = widths;
  return (
    <span className={`${styles.card} ${styles.skeleton}`} data-shape={shape} aria-hidden>
      <span className={`${styles.bone} ${styles.boneImage}`} />
      <span className={styles.text}>
        <span className={styles.bone} style={{ width: name }} />
        <span className={styles.bone} style={{ width: description, height: 10 }} />
      </span>
    </span>
  );
}
