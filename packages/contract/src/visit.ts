import { z } from 'zod';
import { ok } from './envelope';

/** The longest path or referrer a page's beacon may send (a longer one is refused with 400). */
export const MAX_VISIT_URL = 2048;

/** A page view, sent by the page's beacon (`POST /api/visit`); the server finds the rest. */
export const visitBody = z.object({
  path: z.string().min(1, 'path 不能为空').max(MAX_VISIT_URL, `path 不能超过 ${MAX_VISIT_URL} 个字符`),
  /** `document.referrer` on the page the visitor arrived at; only an external http(s) host is kept. */
  referrer: z.string().max(MAX_VISIT_URL, `referrer 不能超过 ${MAX_VISIT_URL} 个字符`).optional(),
});
export type VisitBody = z.infer<typeof visitBody>;
export const visitResponse = ok(z.null());

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期必须是 YYYY-MM-DD');

/** The console's range: both ends included, in the site's time zone, at most 366 days. */
export const adminVisitQuery = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { message: '开始日期不能晚于结束日期' });

const count = z.object({ name: z.string(), count: z.number() });

export const adminVisits = z.object({
  from: z.string(),
  to: z.string(),
  /** Each day of the range, oldest first (days with nothing counted are 0). */
  days: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })),
  /** Views of the range; visitors are each day's unique visitors added up. */
  totals: z.object({ views: z.number(), visitors: z.number() }),
  pages: z.array(z.object({ path: z.string(), views: z.number(), visitors: z.number() })),
  articles: z.array(z.object({ id: z.number(), title: z.string(), views: z.number(), visitors: z.number() })),
  /** External hosts by views. */
  referrers: z.array(count),
  /** Browsers, systems, devices and regions by visitors. */
  browsers: z.array(count),
  systems: z.array(count),
  devices: z.array(count),
  regions: z.array(count),
});
export type AdminVisits = z.infer<typeof adminVisits>;
export const adminVisitsResponse = ok(adminVisits);
