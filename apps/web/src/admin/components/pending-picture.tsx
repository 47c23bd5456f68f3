import styles from './pending-picture.module.css';

/** What the console says of a picture given by address that the blog has no copy of yet. */
export const PENDING_PICTURE = '图片还未取回本站，取回前页面上不显示';

/**
 * Where the console would show a picture given by address that the blog has not fetched yet (or
 * could not): the console loads no picture from another site either (lib/own-picture.ts).
 */
export function PendingPicture({ className }: { className?: string }) {
  return (
    <span
      className={[styles.pending, className].filter(Boolean).join(' ')}
      title={PENDING_PICTURE}
      data-testid="pending-picture"
    >
      待取回
    </span>
  );
}
