import type { Executor } from '../../db/executor';

/** Every talk, or those of one status (visitors see the public ones, 1). */
function filtered(db: Executor, status?: number) {
  const query = db.selectFrom('talks as t');
  return status === undefined ? query : query.where('t.status', '=', status);
}

/** Talks with their author's name and avatar. */
const selectTalks = (db: Executor, status?: number) =>
  filtered(db, status)
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.user_id',
      't.content',
      't.status',
      't.is_top',
      't.like_times',
      'u.nick_name',
      'u.avatar',
      't.created_at',
      't.updated_at',
    ]);
export type TalkRow = Awaited<ReturnType<ReturnType<typeof selectTalks>['executeTakeFirstOrThrow']>>;

/** A page of talks, pinned (is_top 1) first, then newest, with how many there are in all. */
export async function listTalks(db: Executor, status: number | undefined, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    selectTalks(db, status)
      .orderBy('t.is_top')
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, status)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findTalk = (db: Executor, id: number, status?: number) =>
  selectTalks(db, status).where('t.id', '=', id).executeTakeFirst();

/** Photo URLs of each talk, in the order they were added. */
export async function photosOf(db: Executor, talkIds: number[]) {
  const photos = new Map<number, string[]>();
  if (!talkIds.length) return photos;
  const rows = await db
    .selectFrom('talk_photos')
    .select(['talk_id', 'url'])
    .where('talk_id', 'in', talkIds)
    .orderBy('id')
    .execute();
  for (const row of rows) photos.set(row.talk_id, [...(photos.get(row.talk_id) ?? []), row.url]);
  return photos;
}

async function addPhotos(db: Executor, talkId: number, urls: string[], now: string): Promise<void> {
  if (!urls.length) return;
  await db
    .insertInto('talk_photos')
    .values(urls.map((url) => ({ talk_id: talkId, url, created_at: now })))
    .execute();
}

/** Writes a talk with its photos (the console, the seed and tests). */
export async function insertTalk(
  db: Executor,
  talk: {
    user_id: number;
    content: string;
    status?: number;
    is_top?: number;
    photos?: string[];
    created_at: string;
  },
): Promise<number> {
  const { photos = [], ...values } = talk;
  const row = await db
    .insertInto('talks')
    .values({ ...values, updated_at: values.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addPhotos(db, row.id, photos, values.created_at);
  return row.id;
}

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
  await addPhotos(db, talkId, urls, now);
}

/** Deletes a talk with its photos and likes (its comments go separately). */
export async function deleteTalk(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('talk_photos').where('talk_id', '=', id).execute();
  await db.deleteFrom('likes').where('type', '=', 2).where('for_id', '=', id).execute();
  await db.deleteFrom('talks').where('id', '=', id).execute();
}
