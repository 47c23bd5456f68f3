import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** What a repository function runs its queries on: the database, or a transaction of it. */
export type Executor = Kysely<Database> | Transaction<Database>;
