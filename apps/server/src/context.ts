import type { Config } from './config';
import type { Db } from './db/connect';

/** What every service needs: the database and the configuration. */
export interface AppContext {
  config: Config;
  db: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
