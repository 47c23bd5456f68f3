import type { Executor } from '../../../db/executor';

function filtered(db: Executor, status?: number) {
  const query = db.selectFrom('links');
  return status === undefined ? query : query.where('status', '=', status);
}

/** Every link (or those of one status), newest application first. */
export async function listLinks(db: Executor, status: number | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, status)
      .select([
        'id',
        'site_name',
        'site_desc',
        'site_avatar',
        'url',
        'status',
        'user_id',
        'created_at',
        'updated_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, status)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const setStatus = (db: Executor, id: number, status: number, now: string) =>
  db.updateTable('links').set({ status, updated_at: now }).where('id', '=', id).execute();

export const deleteLink = (db: Executor, id: number) => db.deleteFrom('links').where('id', '=', id).execute();
