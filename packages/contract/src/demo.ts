import { z } from 'zod';
import { ok } from './envelope';

/*
 * 清除示例内容 (issue #32): what the demo the blog was seeded with still holds, and clearing it.
 * The preview and the clear answer the same shape: what goes (went), by kind, and what is kept because
 * the owner changed it or something of theirs hangs on it.
 */

export const demoPart = z.object({
  /** article, talk, album, photo, message, comment, link, resourceCategory, resourceSite, pageHeader, category, tag, user, song, profile */
  kind: z.string(),
  label: z.string(),
  count: z.number(),
});

export const demoKeptItem = z.object({
  kind: z.string(),
  label: z.string(),
  title: z.string(),
  /** Why it stays: 你修改过, 下面有别人的评论 … */
  reason: z.string(),
});

export const demoReport = z.object({
  parts: z.array(demoPart),
  kept: z.array(demoKeptItem),
  /** Whether anything of the demo would still go (false after a clear). */
  present: z.boolean(),
});
export type DemoReport = z.infer<typeof demoReport>;

export const demoReportResponse = ok(demoReport);
