import { formatRelativeTime } from '../lib/relative-time';
import { usePageClock } from '../lib/page-clock';

/**
 * An API date (`YYYY-MM-DD HH:mm:ss`, the site's time zone) as how long ago it was (docs/spec.md §9), with
 * the exact date as its tooltip. Server and browser agree on it while the page hydrates.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const now = usePageClock();
  return (
    <time className={className} dateTime={date.replace(' ', 'T')} title={date}>
      {formatRelativeTime(date, now)}
    </time>
  );
}
