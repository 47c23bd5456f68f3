import type { Executor } from '../../db/executor';
import type { Insertable } from 'kysely';
import type { ChatMessageTable } from '../../db/schema';

/** A line with its author's current name and avatar (guests keep the name they had). */
function selectLines(db: Executor) {
  return db
    .selectFrom('chat_messages as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.text',
      'c.user_id',
      eb.fn.coalesce('u.nick_name', 'c.nick_name').as('nick_name'),
      'u.avatar',
      'u.role',
      'c.created_at',
      'c.recalled_at',
    ]);
}
export type ChatLineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['executeTakeFirstOrThrow']>>;

/** Up to `limit` lines before line `before` (the newest when absent), newest first. */
export function linesBefore(db: Executor, before: number | undefined, limit: number): Promise<ChatLineRow[]> {
  let query = selectLines(db);
  if (before !== undefined) query = query.where('c.id', '<', before);
  return query.orderBy('c.id', 'desc').limit(limit).execute();
}

export const findLine = (db: Executor, id: number): Promise<ChatLineRow | undefined> =>
  selectLines(db).where('c.id', '=', id).executeTakeFirst();

export async function insertLine(db: Executor, line: Insertable<ChatMessageTable>): Promise<number> {
  const { id } = await db.insertInto('chat_messages').values(line).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Takes the text away and marks the line recalled; false when it was gone or already recalled. */
export async function recallLine(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ text: '', recalled_at: at })
    .where('id', '=', id)
    .where('recalled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteLine(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('chat_messages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllLines(db: Executor): Promise<void> {
  await db.deleteFrom('chat_messages').execute();
}
