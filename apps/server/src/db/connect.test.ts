import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type Db } from './connect';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('the SQLite connection', () => {
  it('prepares each distinct query once and still sees schema changes', async () => {
    db = connectDatabase({ dialect: 'sqlite', file: ':memory:' });
    const prepare = vi.spyOn(db.sqlite!, 'prepare');
    await sql`create table notes (id integer primary key, text text)`.execute(db.kysely);
    const insert = (text: string) => sql`insert into notes (text) values (${text})`.execute(db!.kysely);
    const all = () => sql<Record<string, unknown>>`select * from notes order by id`.execute(db!.kysely);
    await insert('一');
    await insert('二');
    expect((await all()).rows).toEqual([
      { id: 1, text: '一' },
      { id: 2, text: '二' },
    ]);
    expect(prepare).toHaveBeenCalledTimes(3);

    // A statement prepared before a column was added answers with the new column.
    await sql`alter table notes add column done integer default 0`.execute(db.kysely);
    expect((await all()).rows[0]).toEqual({ id: 1, text: '一', done: 0 });
  });
});
