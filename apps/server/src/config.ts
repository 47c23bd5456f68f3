import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX } from '@blog/contract';
import { z } from 'zod';

/**
 * apps/server, whether the server runs from its sources or its build: both src/ and the compiled dist/
 * sit one level below it, and this file is at the top of src/ (a module further down is bundled into
 * dist/ too, so its own `import.meta.dirname` says nothing of where its sources are).
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

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
  REDIS_PREFIX: z.string().min(1).default('blog:'),
  MUSIC_DIR: z.string().optional(),
  MUSIC_UPSTREAM: z.url().optional(),
  TRUST_PROXY: z.string().default('').transform(parseTrustProxy),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(5000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  VIEW_DEDUPE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  ARTICLE_UNLOCK_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  CHAT_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  CHAT_REDIS_CHANNEL: z.string().min(1).default('blog:chat'),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(64),
  // Until the owner sets it in the console: 'off', or actions per address per minute before a captcha.
  CAPTCHA_AFTER: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(100)])
    .default(3)
    .transform((value) => (value === 'off' ? null : value)),
  AKISMET_URL: z.url().default('https://rest.akismet.com'),
  // The friends' feed (modules/friend-feed): minutes between checks of a link, 0 never; and whether
  // sites in private networks may be read (tests serve their feeds from 127.0.0.1).
  FRIEND_FEED_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  FRIEND_FEED_ALLOW_PRIVATE: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…:465')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .regex(
      /^(.*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)$/,
      'MAIL_FROM must be an address, or "Name <address>"',
    )
    .optional(),
  SITE_URL: z
    .url("SITE_URL must be the blog's address, such as https://blog.example.com")
    .regex(/^https?:\/\//, 'SITE_URL must start with http:// or https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .email('ADMIN_EMAIL must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** No proxy, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty, `0`, `false` or `no` for none; a hop count (`1` for one nginx in front,
 * as `true` and `yes` also mean); or a comma-separated list of proxy addresses and CIDR ranges.
 */
function parseTrustProxy(value: string, context: z.core.$RefinementCtx<string>): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
  if (text === 'true' || text === 'yes') return 1;
  if (/^\d+$/.test(text)) return Math.min(Number(text), 10);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be a hop count or proxy addresses/CIDR ranges; not understood: ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  }
  return entries;
}

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
  /** What several app processes behind a proxy share: limits, lockouts, cache news, leases. */
  redisUrl: string | undefined;
  /** Starts every key and channel the app makes in Redis, so several blogs can share one. */
  redisPrefix: string;
  timeZone: string;
  demoContent: boolean;
  musicDir: string;
  musicUpstream: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * Behind a reverse proxy: which proxies to believe about the client's address (X-Forwarded-For):
   * how many hops, or their addresses and CIDR ranges. The client is the right-most address that
   * is not a trusted proxy; what a client writes into the header itself is never believed.
   */
  trustProxy: TrustProxy;
  /** How long a client may take (README "Security"): a whole request, its headers, between requests, silent. */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number; idleMs: number };
  /** A visitor's reads of one article within this count as one view; 0 counts every read. */
  viewDedupeMs: number;
  /** How long the right password opens a protected article in that browser (modules/article/unlock.ts). */
  articleUnlockMs: number;
  /**
   * The chat room: lines one address may send a minute (0: no limit), and the Redis pub/sub channel
   * (also the prefix of its keys) through which the processes of one blog share the room.
   */
  chat: { messagesPerMinute: number; redisChannel: string };
  /** Open connections one address may hold; 0 for no cap (behind a proxy the proxy's own cap applies). */
  maxConnectionsPerIp: number;
  /**
   * Ask for a captcha after this many guarded actions per address per minute (0 always, null never)
   * until the owner sets it in the console (modules/moderation).
   */
  captchaAfter: number | null;
  /** Where Akismet answers, when the owner gives a key (a stand-in in tests). */
  akismetUrl: string;
  /** Folder of the built single-page app; absent in API-only tests. */
  webDist: string;
  /** The shipped demo content (articles, images, site profile). */
  demoDir: string;
  /**
   * The friends' feed 朋友圈 (issue #19): minutes between two checks of a friend link (0: no checks
   * on a schedule, the console's 立即检查 only), and whether private addresses may be read (or, in
   * tests, which ones: the local test sites, while every other private address stays refused).
   */
  friendFeed: { intervalMinutes: number; allowPrivate: boolean | readonly string[] };
  /** Outgoing mail (issue #18); off while `smtpUrl` is undefined: then no mail is queued at all. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    adminEmail: string | undefined;
    /** The blog's address for the links in mails; without it, the address the request came in on. */
    siteUrl: string | undefined;
  };
}

export class ConfigError extends Error {}

export interface LoadOptions {
  /**
   * False: nothing is created — not DATA_DIR, not the signing secret (the CLI, which must not leave
   * a blog behind where none was; without a secret file it signs with a throwaway one).
   */
  create?: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const create = options.create ?? true;
  if (create) mkdirSync(dataDir, { recursive: true });

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET ?? (create ? readOrCreateSecret(dataDir) : readSecret(dataDir)),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    readCacheMs: e.READ_CACHE_MS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    timeZone: e.TZ_NAME,
    demoContent: e.DEMO_CONTENT,
    musicDir: path.resolve(e.MUSIC_DIR ?? path.join(dataDir, 'music')),
    musicUpstream: e.MUSIC_UPSTREAM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    chat: { messagesPerMinute: e.CHAT_RATE_PER_MINUTE, redisChannel: e.CHAT_REDIS_CHANNEL },
    viewDedupeMs: e.VIEW_DEDUPE_MINUTES * 60_000,
    articleUnlockMs: Math.round(e.ARTICLE_UNLOCK_HOURS * 3_600_000),
    captchaAfter: e.CAPTCHA_AFTER,
    akismetUrl: e.AKISMET_URL,
    friendFeed: {
      intervalMinutes: e.FRIEND_FEED_INTERVAL_MINUTES,
      allowPrivate: e.FRIEND_FEED_ALLOW_PRIVATE,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    demoDir: path.join(SERVER_ROOT, 'demo'),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? defaultSender(e.SMTP_URL),
      adminEmail: e.ADMIN_EMAIL,
      siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    },
  };
}

/** Without MAIL_FROM: the SMTP account's user name when it is an address, else blog@ the SMTP host. */
function defaultSender(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'blog@localhost';
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  return user.includes('@') ? user : `blog@${url.hostname}`;
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

/** Where the generated signing secret is kept: a folder of its own, readable by the owner alone. */
export const secretFile = (dataDir: string) => path.join(dataDir, 'private', 'secret');

/** The secret kept in DATA_DIR when there is one, else a throwaway one (nothing is written). */
function readSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : randomBytes(48).toString('base64url');
}

/**
 * A per-install signing secret, generated once and kept in DATA_DIR/private with owner-only
 * permissions, apart from the uploads that are served (and nothing copies a file of the data folder
 * into them: `storeLocalFile`). One an older version left at DATA_DIR/secret is moved there.
 * Several processes may start at once on a shared DATA_DIR: the file appears whole or not at all
 * (written aside, then linked into place, which fails when another process was first), so every
 * process signs with the same secret.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const old = path.join(dataDir, 'secret');
  if (!existsSync(file) && existsSync(old)) {
    try {
      renameSync(old, file);
    } catch (error) {
      // Another process starting at the same moment moved it first.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url') + '\n', { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}
