import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX } from '@blog/contract';
import { z } from 'zod';

/** The only module that reads `process.env`. Everything else receives a `Config`. */

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_USERNAME: z
    .string()
    .min(1)
    .max(LOGIN_USERNAME_MAX, `ADMIN_USERNAME must have at most ${LOGIN_USERNAME_MAX} characters`)
    .default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .min(6, 'ADMIN_PASSWORD must have at least 6 characters')
    .max(LOGIN_PASSWORD_MAX, `ADMIN_PASSWORD must have at most ${LOGIN_PASSWORD_MAX} characters`)
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  TZ_NAME: z
    .string()
    .default('Asia/Shanghai')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'TZ_NAME must be an IANA time zone such as Asia/Shanghai'),
  DEMO_CONTENT: flag.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  MUSIC_DIR: z.string().optional(),
  MUSIC_UPSTREAM: z.url().optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  adminUsername: string;
  adminPassword: string | undefined;
  jwtSecret: string;
  rateLimitPerMinute: number;
  /** How long public reads are shared between visitors (lib/read-cache.ts); 0 turns it off. */
  readCacheMs: number;
  /** Shared store for rate limits when several app processes run behind a proxy. */
  redisUrl: string | undefined;
  timeZone: string;
  demoContent: boolean;
  musicDir: string;
  musicUpstream: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Folder of the built single-page app; absent in API-only tests. */
  webDist: string;
  /** The shipped demo content (articles, images, site profile). */
  demoDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    readCacheMs: e.READ_CACHE_MS,
    redisUrl: e.REDIS_URL,
    timeZone: e.TZ_NAME,
    demoContent: e.DEMO_CONTENT,
    musicDir: path.resolve(e.MUSIC_DIR ?? path.join(dataDir, 'music')),
    musicUpstream: e.MUSIC_UPSTREAM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // Both src/ and the compiled dist/ sit one level below apps/server.
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    demoDir: path.resolve(import.meta.dirname, '../demo'),
  };
}

function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { dialect: 'sqlite', file: path.join(dataDir, 'blog.db') };
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new ConfigError('DATABASE_URL must start with postgres://, postgresql:// or sqlite:');
}

/** A per-install signing secret, generated once and kept in DATA_DIR with owner-only permissions. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
