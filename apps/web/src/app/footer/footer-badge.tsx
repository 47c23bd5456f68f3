import type { CSSProperties } from 'react';
import styles from './site-footer.module.css';

export interface FooterBadgeProps {
  label: string;
  value: string;
  /** The right half's colour, as on shields.io. */
  color: string;
  href: string;
}

/** A shields.io-style badge drawn in CSS (no image requests), opening its link in a new tab. */
export function FooterBadge({ label, value, color, href }: FooterBadgeProps) {
  return (
    <a
      className={styles.badge}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ '--badge-color': color } as CSSProperties}
      title={`${label} ${value}`}
    >
      <span className={styles.badgeLabel}>{label}</span>
      <span className={styles.badgeValue}>{value}</span>
    </a>
  );
}
