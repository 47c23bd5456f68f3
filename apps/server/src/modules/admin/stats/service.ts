import type { AdminStats } from '@blog/contract';
import type { AppContext } from '../../../context';
import { formatDateTime, parseDateTime } from '../../../lib/time';
import * as repository from './repository';

export const SERIES_DAYS = 30;

/** The last `count` calendar days in a time zone, oldest first, ending with today. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const today = formatDateTime(now.toISOString(), timeZone).slice(0, 10);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(y, m - 1, d - (count - 1 - index))).toISOString().slice(0, 10),
  );
}

export async function stats(ctx: AppContext, now = new Date()): Promise<AdminStats> {
  const db = ctx.db.kysely;
  const tz = ctx.config.timeZone;
  const days = lastDays(now, tz, SERIES_DAYS);
  const first = days[0]!;
  const since = parseDateTime(`${first} 00:00:00`, tz);
  const [totals, views, comments, messages] = await Promise.all([
    repository.countTotals(db),
    repository.dailyViews(db, first),
    repository.createdSince(db, 'comments', since),
    repository.createdSince(db, 'messages', since),
  ]);
  const series = new Map(days.map((day) => [day, { day, views: 0, comments: 0, messages: 0 }]));
  for (const row of views) {
    const entry = series.get(row.day);
    if (entry) entry.views = Number(row.views);
  }
  const tally = (rows: { created_at: string }[], key: 'comments' | 'messages') => {
    for (const row of rows) {
      const entry = series.get(formatDateTime(row.created_at, tz).slice(0, 10));
      if (entry) entry[key] += 1;
    }
  };
  tally(comments, 'comments');
  tally(messages, 'messages');
  return { totals, daily: [...series.values()] };
}
