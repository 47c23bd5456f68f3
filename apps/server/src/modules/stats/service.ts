import type { AdminVisits } from '@blog/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { BadRequestError } from '../../lib/errors';
import { ipRegion } from '../../lib/ip-region';
import { formatDateTime } from '../../lib/time';
import * as repository from './repository';
import { describeAgent, externalReferrer, notCounted, pagePath } from './visit';
import { newSalt, VisitCounter, type VisitCounterOptions } from './visit-counter';

/** The most days the console reads at once. */
export const MAX_RANGE_DAYS = 366;
/** How many rows each of the console's lists has. */
const TOP = 20;

/** The day an instant falls on in the site's time zone: `YYYY-MM-DD`. */
export const dayIn = (timeZone: string) => (instant: Date) =>
  formatDateTime(instant.toISOString(), timeZone).slice(0, 10);

/** The day before `day` (`YYYY-MM-DD`), and so on: calendar arithmetic on dates alone. */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10);
}

/** The app's visit counter, writing to its database every few seconds. */
export function createVisitCounter(
  ctx: AppContext,
  log: VisitCounterOptions['log'],
  now: () => Date = () => new Date(),
): VisitCounter {
  const dayOf = dayIn(ctx.config.timeZone);
  return new VisitCounter({
    dayOf,
    now,
    saltOf: (day) => repository.saltOf(ctx.db.kysely, day, newSalt()),
    write: (batch) => repository.addVisits(ctx.db.kysely, batch, addDays(dayOf(now()), -1)),
    log,
  });
}

/**
 * Counts the page view a beacon reports, unless it comes from a robot, from a visitor who asked not
 * to be tracked, or names no visitor's page. The address is only hashed and looked up (a region).
 */
export async function recordVisit(
  counter: VisitCounter,
  request: Pick<FastifyRequest, 'ip' | 'headers' | 'host'>,
  body: { path: string; referrer?: string | undefined },
): Promise<void> {
  if (notCounted(request.headers)) return;
  const path = pagePath(body.path);
  if (!path) return;
  const userAgent = String(request.headers['user-agent']);
  await counter.count({
    path,
    ip: request.ip,
    userAgent,
    referrer: externalReferrer(body.referrer, request.host),
    agent: describeAgent(userAgent),
    region: ipRegion(request.ip),
  });
}

const counts = (rows: { name: string; count: number | string }[]) =>
  rows.map((row) => ({ name: row.name, count: Number(row.count) }));

/** 访问统计 of the days from `from` to `to`, both included. */
export async function visitsBetween(
  ctx: AppContext,
  counter: Pick<VisitCounter, 'flush'>,
  from: string,
  to: string,
): Promise<AdminVisits> {
  // This process's counts not yet written go in first, so the owner sees the visits just made.
  await counter.flush();
  if (addDays(from, MAX_RANGE_DAYS - 1) < to) {
    throw new BadRequestError(`一次最多查看 ${MAX_RANGE_DAYS} 天`);
  }
  const db = ctx.db.kysely;
  const [dayRows, pages, articles, facets] = await Promise.all([
    repository.days(db, from, to),
    repository.topPages(db, from, to, TOP),
    repository.topArticles(db, from, to, TOP),
    repository.facets(db, from, to),
  ]);
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const days: AdminVisits['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) });
  }
  const ofKind = (kind: string) => counts(facets.filter((row) => row.kind === kind)).slice(0, TOP);
  return {
    from,
    to,
    days,
    totals: {
      views: days.reduce((sum, row) => sum + row.views, 0),
      visitors: days.reduce((sum, row) => sum + row.visitors, 0),
    },
    pages: pages.map((row) => ({ path: row.path, views: Number(row.views), visitors: Number(row.visitors) })),
    articles: articles.map((row) => ({
      id: row.id,
      title: row.article_title,
      views: Number(row.views),
      visitors: Number(row.visitors),
    })),
    referrers: ofKind('referrer'),
    browsers: ofKind('browser'),
    systems: ofKind('os'),
    devices: ofKind('device'),
    regions: ofKind('region'),
  };
}
