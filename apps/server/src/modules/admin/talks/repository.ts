import type { Executor } from '../../../db/executor';

const columns = ['id', 'content', 'status', 'is_top', 'like_times', 'created_at', 'updated_at'] as const;

function filtered(db: Executor, status?: number) {
  const query = db.selectFrom('talks');
  return status === undefined ? query : query.where('status', '=', status);
}

/** Every talk (or those of one status): pinned first, then newest. */
export async function listTalks(db: Executor, status: number | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, status)
      .select(columns)
      .orderBy('is_top')
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

export const findTalk = (db: Executor, id: number) =>
  db.selectFrom('talks').select(columns).where('id', '=', id).executeTakeFirst();

export const updateTalk = (
  db: Executor,
  id: number,
  changes: { content?: string; status?: number; is_top?: number; updated_at: string },
) => db.updateTable('talks').set(changes).where('id', '=', id).executeTakeFirst();

export async function replacePhotos(
  db: Executor,
  talkId: number,
  urls: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('talk_photos').where('talk_id', '=', talkId).execute();
  if (urls.length) {
    await db
      .insertInto('talk_photos')
      .values(urls.map((url) => ({ talk_id: talkId, url, created_at: now })))
      .execute();
  }
}

/** Deletes a talk with its photos and likes (its comments go separately). */
export async function deleteTalk(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('talk_photos').where('talk_id', '=', id).execute();
  await db.deleteFrom('likes').where('type', '=', 2).where('for_id', '=', id).execute();
  await db.deleteFrom('talks').where('id', '=', id).execute();
}
