import { z } from 'zod';

/** Blog API success body: HTTP 200 `{ code: 0, message, result }`. */
export const ok = <T extends z.ZodType>(result: T) =>
  z.object({ code: z.literal(0), message: z.string(), result });

/** Error body (any non-2xx status) and the soft tip `{ code: 100 }`. */
export const errorBody = z.object({ code: z.number().int(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

/** `YYYY-MM-DD HH:mm:ss` in the site's time zone. */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** The largest id a row can have (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

export const idParam = z.object({
  id: z.coerce.number().int().positive('id 必须是正整数').max(MAX_ID, 'id 超出范围'),
});

export const pageParams = z.object({
  current: z.coerce.number().int().min(1, 'current 必须是不小于 1 的整数'),
  size: z.coerce.number().int().min(1, 'size 必须是不小于 1 的整数'),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ current: z.number(), size: z.number(), total: z.number(), list: z.array(item) });

/** One page of a list, as `paged(item)` describes it. */
export interface Paged<T> {
  current: number;
  size: number;
  total: number;
  list: T[];
}
