import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  children: ReactNode;
  /** A heading with the brand accent bar. */
  title?: ReactNode;
  /** Lifts a little under the pointer, for cards that lead somewhere. */
  hoverable?: boolean;
  className?: string;
  as?: 'section' | 'aside' | 'div';
}

/** The rounded, softly shadowed surface everything on the site sits on. */
export function Card({ children, title, hoverable = false, className, as: Tag = 'section' }: CardProps) {
  const classes = [styles.card, hoverable && styles.hoverable, className].filter(Boolean).join(' ');
  return (
    <Tag className={classes}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </Tag>
  );
}
