import { HELD_LABEL } from '@blog/contract/held';
import styles from './held-badge.module.css';

/** 待审核: on a comment or message only its author (and the owner) can see until it is approved. */
export function HeldBadge() {
  return (
    <span className={styles.badge} title="审核通过后其他人才能看到">
      {HELD_LABEL}
    </span>
  );
}
