import type { Executor } from '../../db/executor';

function selectPublicTalks(db: Executor) {
  return db
    .selectFrom('talks as t')
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
    ])
    .where('t.status', '=', 1);
}
export type TalkRow = Awaited<ReturnType<ReturnType<typeof selectPublicTalks>['executeTakeFirstOrThrow']>>;

/** Public talks: pinned (is_top 1) first, then newest. */
export const listPublic = (db: Executor, offset: number, limit: number) =>
  selectPublicTalks(db)
    .orderBy('t.is_top')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export async function countPublic(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('talks')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findPublic = (db: Executor, id: number) =>
  selectPublicTalks(db).where('t.id', '=', id).executeTakeFirst();

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

/** Writes a talk with its photos (the seed and tests; the admin console will call it too). */
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
  if (photos.length) {
    await db
      .insertInto('talk_photos')
      .values(photos.map((url) => ({ talk_id: row.id, url, created_at: values.created_at })))
      .execute();
  }
  return row.id;
}
