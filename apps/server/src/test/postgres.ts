import pg from 'pg';

/** The PostgreSQL the `server-postgres` test project runs on: a database it may create databases beside. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The address of another database on the same server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database each of the run's test databases is copied from, migrated once (databases.setup.ts). */
export const templateDatabase = (prefix: string): string => `${prefix}_template`;

/** Runs `work` on a connection of its own to TEST_DATABASE_URL's database. */
export async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
