import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Response } from 'undici';

/**
 * Fetching from other sites (friends' sites and feeds in modules/friend-feed, pictures given by
 * address in modules/remote-image): a stranger's server decides what comes back, so every read has a
 * total time limit, a byte cap counted while the body streams in, at most a few redirects (followed
 * here, each hop checked), and refuses any address inside a private network — both the hop's host
 * when it is written as an address and the address a name resolves to when the connection is made,
 * so a name that resolves to 10.0.0.1 on the second lookup (DNS rebinding) is refused too. Errors
 * carry the Chinese words the console shows.
 */

export interface FetchLimits {
  /**
   * Allow loopback, private and link-local addresses (`FRIEND_FEED_ALLOW_PRIVATE`), or only the ones
   * listed (tests serve from 127.0.0.1 and prove that other private addresses are refused).
   */
  allowPrivate: boolean | readonly string[];
  /** The whole read, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_LIMITS: FetchLimits = {
  allowPrivate: false,
  timeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
};

/** A read that failed, with the reason as the owner reads it in the console. */
export class FetchError extends Error {}

export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchResult =
  | { notModified: true; url: string }
  | {
      notModified: false;
      /** The address the body came from, after redirects. */
      url: string;
      body: string;
      contentType: string;
      etag: string | null;
      lastModified: string | null;
    };

/**
 * The IPv4 address an IPv6 one carries and is routed to: IPv4-mapped `::ffff:a.b.c.d`, the old
 * IPv4-compatible `::a.b.c.d` (`[::127.0.0.1]`, `[::7f00:1]`: ipaddr.js calls that range ordinary
 * unicast, yet a host with IPv6 reaches its loopback through it) and NAT64's `64:ff9b::a.b.c.d`.
 * 6to4 and Teredo carry one too, but are refused whole as special ranges.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const [a, b, c, d, e, f, g = 0, h = 0] = address.parts;
  const v4 = () => new ipaddr.IPv4([g >> 8, g & 0xff, h >> 8, h & 0xff]);
  // `::` and `::1` are IPv6's own unspecified and loopback addresses, refused as such.
  if (!a && !b && !c && !d && !e && !f && (g || h > 1)) return v4();
  if (a === 0x64 && b === 0xff9b && !c && !d && !e && !f) return v4();
  return null;
}

/** Ranges a feed may never be read from: anything that is not the public internet. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') parsed = embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed;
  // 'unicast' is ipaddr.js's name for everything outside its special ranges (loopback, private,
  // linkLocal, uniqueLocal, carrierGradeNat, multicast, reserved, unspecified, 6to4/teredo …).
  return parsed.range() === 'unicast';
}

const PRIVATE_MESSAGE = '地址指向内网，已拒绝';

/** Whether a connection to `address` may be made under the setting. */
function addressAllowed(address: string, allowPrivate: FetchLimits['allowPrivate']): boolean {
  if (allowPrivate === true || isPublicAddress(address)) return true;
  return allowPrivate !== false && allowPrivate.includes(address);
}

/** A DNS lookup that fails for refused addresses: checked where the connection is made. */
function guardedLookup(allowPrivate: FetchLimits['allowPrivate']): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !addressAllowed(entry.address, allowPrivate));
      if (refused) {
        const privateError = Object.assign(new Error(PRIVATE_MESSAGE), { code: 'EPRIVATEADDRESS' });
        return callback(privateError, '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

const agents = new Map<string, Agent>();

/** One connection pool for each setting of allowPrivate. */
function agentFor(allowPrivate: FetchLimits['allowPrivate']): Agent {
  const key = JSON.stringify(allowPrivate);
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({
      connect: { lookup: guardedLookup(allowPrivate), timeout: 10_000 },
      connections: 8,
      keepAliveTimeout: 4_000,
    });
    agents.set(key, agent);
  }
  return agent;
}

const USER_AGENT = 'Mozilla/5.0 (compatible; BlogFriendFeed/1.0; +https://github.com/)';

export type FetchBytesResult =
  | Exclude<FetchResult, { notModified: false }>
  | (Omit<Extract<FetchResult, { notModified: false }>, 'body'> & { body: Buffer });

/** Reads `url` (GET) as text, following up to `maxRedirects` redirects, within the limits. */
export async function fetchText(
  url: string,
  accept: string,
  limits: FetchLimits,
  validators: Validators = {},
): Promise<FetchResult> {
  const read = await fetchBytes(url, accept, limits, validators);
  return read.notModified ? read : { ...read, body: decode(read.body, read.contentType) };
}

/**
 * Reads `url` (GET) as bytes, following up to `maxRedirects` redirects, within the limits: the one
 * guarded read of other sites (feeds, pages, friends' avatars).
 */
export async function fetchBytes(
  url: string,
  accept: string,
  limits: FetchLimits,
  validators: Validators = {},
): Promise<FetchBytesResult> {
  const deadline = readDeadline(limits.timeoutMs);
  const { signal } = deadline;
  let current = url;
  try {
    for (let hop = 0; ; hop += 1) {
      const target = checkedUrl(current, limits.allowPrivate);
      const headers: Record<string, string> = { accept, 'user-agent': USER_AGENT };
      // Validators belong to the address they were given for, not to where it redirects.
      if (hop === 0 && validators.etag) headers['if-none-match'] = validators.etag;
      if (hop === 0 && validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      const response = await fetch(target, {
        headers,
        redirect: 'manual',
        signal,
        dispatcher: agentFor(limits.allowPrivate),
      });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location');
        if (!location) throw new FetchError(`返回 ${response.status}，但没有给出跳转地址`);
        if (hop >= limits.maxRedirects) throw new FetchError('重定向次数过多');
        current = new URL(location, target).href;
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel().catch(() => undefined);
        return { notModified: true, url: target.href };
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new FetchError(`返回 ${response.status}`);
      }
      const body = await readCapped(response, limits.maxBytes);
      return {
        notModified: false,
        url: target.href,
        body,
        contentType: response.headers.get('content-type') ?? '',
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
    }
  } catch (error) {
    throw toFetchError(error, signal);
  } finally {
    deadline.clear();
  }
}

/** How often a read's time limit is counted down. */
const DEADLINE_TICK_MS = 250;

/**
 * A read's time limit, counted in the process's own time: each tick counts for the time it was set
 * for, however late it runs. A busy process (pages rendered, the demo songs made, a loaded machine)
 * runs an overdue timer before it reads what arrived on its sockets meanwhile, so a plain timeout
 * turned an answer already waiting into 连接超时 — for a friend's avatar, a failure kept for a day.
 * A slow site still runs out of time: only the time the process itself was held is not counted.
 */
function readDeadline(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  let left = ms;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const step = Math.min(DEADLINE_TICK_MS, left);
    timer = setTimeout(() => {
      left -= step;
      if (left <= 0) controller.abort();
      else arm();
    }, step);
    timer.unref();
  };
  arm();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** An http(s) URL whose host, when it is written as an address, is a public one. */
function checkedUrl(address: string, allowPrivate: FetchLimits['allowPrivate']): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchError('地址无效');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('只能读取 http 或 https 地址');
  }
  // A literal address is connected to without a lookup, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !addressAllowed(host, allowPrivate)) throw new FetchError(PRIVATE_MESSAGE);
  return url;
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new FetchError(tooLarge(maxBytes));
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      // Leaving the loop early cancels the stream and drops the connection.
      throw new FetchError(tooLarge(maxBytes));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  `内容超过 ${maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`}，已停止读取`;

/** UTF-8 unless the server names another charset the runtime knows (GBK sites exist). */
function decode(bytes: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Node's and undici's errors as the owner reads them. */
function toFetchError(error: unknown, signal: AbortSignal): FetchError {
  if (error instanceof FetchError) return error;
  if (signal.aborted) return new FetchError('连接超时');
  const codes: string[] = [];
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    if (cause.message === PRIVATE_MESSAGE) return new FetchError(PRIVATE_MESSAGE);
    // Ports browsers never fetch from (fetch's "bad port" list: 1, 25, 6000 …).
    if (cause.message === 'bad port') return new FetchError('这个端口不允许访问');
  }
  const has = (...names: string[]) => codes.some((code) => names.includes(code));
  if (has('EPRIVATEADDRESS')) return new FetchError(PRIVATE_MESSAGE);
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) return new FetchError('域名无法解析');
  if (has('ECONNREFUSED')) return new FetchError('连接被拒绝');
  if (has('ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT')) {
    return new FetchError('连接超时');
  }
  if (has('ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE')) return new FetchError('连接被中断');
  if (
    codes.some(
      (code) => code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('SELF_SIGNED'),
    )
  ) {
    return new FetchError('HTTPS 证书无效');
  }
  return new FetchError(
    `无法访问（${codes[0] ?? (error instanceof Error ? error.message : String(error))}）`,
  );
}
