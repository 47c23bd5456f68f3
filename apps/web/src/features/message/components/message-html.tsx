import { sanitizeHtml } from '../../../lib/sanitize';
import styles from './message-card.module.css';

/** A message's text. It may carry formatting HTML, so only DOMPurify's output reaches the page (docs/design.md §11). */
export function MessageHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={[styles.html, className].filter(Boolean).join(' ')}
      data-testid="message-text"
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
