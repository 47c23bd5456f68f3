import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { MailKind, MailQueueTable, MailWatcherTable } from '../../db/schema';

export type QueuedMail = Selectable<MailQueueTable>;
export type NewMail = Pick<
  Insertable<MailQueueTable>,
  'to_address' | 'kind' | 'subject' | 'text' | 'html' | 'unsubscribe_url'
>;
export type WatchedSubject = MailWatcherTable['subject'];

/** Queues mails, due now; returns their ids. */
export async function enqueueMails(db: Executor, mails: NewMail[], now: string): Promise<number[]> {
  if (!mails.length) return [];
  const rows = await db
    .insertInto('mail_queue')
    .values(mails.map((mail) => ({ ...mail, next_attempt_at: now, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Pending mails whose time has come, oldest first. */
export const dueMails = (db: Executor, now: string, limit: number) =>
  db
    .selectFrom('mail_queue')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/**
 * Takes a due mail for this process until `until`: true unless another process (several app
 * processes share one PostgreSQL) took it first. A process that dies while sending leaves it to be
 * taken again once `until` has passed.
 */
export async function claimMail(db: Executor, mail: QueuedMail, until: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ next_attempt_at: until })
    .where('id', '=', mail.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', mail.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const markSent = (db: Executor, id: number, attempts: number, now: string) =>
  db
    .updateTable('mail_queue')
    .set({ status: 'sent', attempts, sent_at: now, last_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();

export const markAttemptFailed = (
  db: Executor,
  id: number,
  values: { attempts: number; error: string; nextAttemptAt: string | null; now: string },
) =>
  db
    .updateTable('mail_queue')
    .set({
      attempts: values.attempts,
      last_error: values.error,
      status: values.nextAttemptAt ? 'pending' : 'failed',
      ...(values.nextAttemptAt ? { next_attempt_at: values.nextAttemptAt } : {}),
      updated_at: values.now,
    })
    .where('id', '=', id)
    .execute();

/** A failed mail goes back into the queue, due now, with its attempts counted afresh. */
export async function retryMail(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listMails(
  db: Executor,
  status: QueuedMail['status'] | undefined,
  offset: number,
  limit: number,
) {
  let query = db.selectFrom('mail_queue');
  if (status) query = query.where('status', '=', status);
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'to_address',
        'kind',
        'subject',
        'status',
        'attempts',
        'last_error',
        'next_attempt_at',
        'sent_at',
        'created_at',
      ])
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findAddress = (db: Executor, address: string) =>
  db.selectFrom('mail_addresses').selectAll().where('address', '=', address).executeTakeFirst();

export async function rememberAddress(db: Executor, address: string, now: string): Promise<void> {
  await db
    .insertInto('mail_addresses')
    .values({ address, verified_at: null, verify_sent_at: null, created_at: now })
    .onConflict((oc) => oc.column('address').doNothing())
    .execute();
}

export const setVerifySent = (db: Executor, address: string, now: string) =>
  db.updateTable('mail_addresses').set({ verify_sent_at: now }).where('address', '=', address).execute();

export async function verifyAddress(db: Executor, address: string, now: string): Promise<void> {
  await rememberAddress(db, address, now);
  await db
    .updateTable('mail_addresses')
    .set({ verified_at: now })
    .where('address', '=', address)
    .where('verified_at', 'is', null)
    .execute();
}

export async function isOptedOut(db: Executor, address: string, kind: MailKind): Promise<boolean> {
  const row = await db
    .selectFrom('mail_optouts')
    .select('kind')
    .where('address', '=', address)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

export async function optOut(db: Executor, address: string, kind: MailKind, now: string): Promise<void> {
  await db
    .insertInto('mail_optouts')
    .values({ address, kind, created_at: now })
    .onConflict((oc) => oc.columns(['address', 'kind']).doNothing())
    .execute();
}

export const optIn = (db: Executor, address: string, kind: MailKind) =>
  db.deleteFrom('mail_optouts').where('address', '=', address).where('kind', '=', kind).execute();

export async function watch(
  db: Executor,
  subject: WatchedSubject,
  subjectId: number,
  address: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('mail_watchers')
    .values({ subject, subject_id: subjectId, address, created_at: now })
    .onConflict((oc) => oc.columns(['subject', 'subject_id']).doUpdateSet({ address }))
    .execute();
}

export async function watcherOf(db: Executor, subject: WatchedSubject, subjectId: number) {
  const row = await db
    .selectFrom('mail_watchers')
    .select('address')
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.address;
}

/** A user's account address, when they proved it theirs. */
export async function verifiedUserAddress(db: Executor, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email && row.email_verified_at ? row.email : undefined;
}

export const userMailSettings = (db: Executor, userId: number) =>
  db
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export const setUserAddress = (db: Executor, userId: number, address: string | null, now: string) =>
  db
    .updateTable('users')
    .set({ email: address, email_verified_at: null, updated_at: now })
    .where('id', '=', userId)
    .execute();

/** Confirms a user's address, unless it changed since the link was mailed. */
export async function verifyUserAddress(db: Executor, userId: number, address: string, now: string) {
  const result = await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email', '=', address)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function siteMailSettings(db: Executor) {
  const row = await db
    .selectFrom('site_config')
    .select(['blog_name', 'admin_email'])
    .orderBy('id')
    .executeTakeFirst();
  return { blogName: row?.blog_name ?? '博客', adminEmail: row?.admin_email ?? null };
}

/** Whether the queue holds a mail with this id. */
export async function mailExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('mail_queue').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Keeps the owner's address set in the console (none: ADMIN_EMAIL serves). */
export async function setAdminEmail(db: Executor, adminEmail: string | null, now: string): Promise<void> {
  await db.updateTable('site_config').set({ admin_email: adminEmail, updated_at: now }).execute();
}

/** The first account (by id) that proved this address, given in lower case, its own. */
export const findUserByVerifiedAddress = (db: Executor, lowerAddress: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lowerAddress))
    .where('email_verified_at', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();

/** A user's role (1 admin), or undefined when there is no such user. */
export async function userRole(db: Executor, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}

/** The author of a message (null for a guest's), or undefined when there is no such message. */
export const findMessageAuthor = (db: Executor, messageId: number) =>
  db.selectFrom('messages').select('user_id').where('id', '=', messageId).executeTakeFirst();

/** The title of an article, or undefined when there is no such article. */
export async function articleTitle(db: Executor, articleId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('articles')
    .select('article_title')
    .where('id', '=', articleId)
    .executeTakeFirst();
  return row?.article_title;
}

/** The guest identity (null for a user's) of each of these comments. */
export const commentGuests = (db: Executor, ids: number[]) =>
  db.selectFrom('comments').select(['id', 'guest_id']).where('id', 'in', ids).execute();
