import type { Executor } from '../../../db/executor';

export async function countTotals(db: Executor) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('articles')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('deleted_at', 'is', null)
        .as('articles'),
      eb
        .selectFrom('talks')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('talks'),
      eb
        .selectFrom('messages')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('messages'),
      eb
        .selectFrom('comments')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('comments'),
      eb
        .selectFrom('users')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('users'),
      eb
        .selectFrom('links')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('status', '=', 1)
        .as('linksPending'),
      eb
        .selectFrom('messages')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('status', '=', 2)
        .as('messagesHeld'),
      eb
        .selectFrom('comments')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('status', '=', 2)
        .as('commentsHeld'),
      eb
        .selectFrom('songs')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('songs'),
      eb.selectFrom('site_config').select('view_time').orderBy('id').limit(1).as('views'),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)])) as Record<
    keyof typeof row,
    number
  >;
}

export const dailyViews = (db: Executor, fromDay: string) =>
  db.selectFrom('daily_views').select(['day', 'views']).where('day', '>=', fromDay).execute();

/** Creation times since an instant: days are cut in the site's time zone by the caller. */
export const createdSince = (db: Executor, table: 'comments' | 'messages', since: string) =>
  db.selectFrom(table).select('created_at').where('created_at', '>=', since).execute();
