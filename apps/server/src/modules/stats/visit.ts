import Bowser from 'bowser';
import { isbot } from 'isbot';

/** The longest path kept; a longer one is cut here (its parameters are already gone). */
export const MAX_PATH_LENGTH = 200;
/** The longest referrer host kept (a DNS name is at most 253 characters). */
const MAX_HOST_LENGTH = 253;

/** The parameters that tell one page from another (`/article?id=3`, `/articleList?type=tag&id=2`). */
const PAGE_PARAMETERS = ['id', 'type'];

/**
 * The page a beacon names, as the statistics keep it: the path with only the parameters that pick a
 * page (a search's words or a tracking tag are not kept), cut to `MAX_PATH_LENGTH`. Null for what is
 * no visitor's page: not a path, the console, the API.
 */
export function pagePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/{2,}/g, '/');
  if (/^\/(admin|api|wapi)(\/|$)/.test(path)) return null;
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A path with a broken escape is kept as it came.
  }
  return (query ? `${decoded}?${query}` : decoded).slice(0, MAX_PATH_LENGTH);
}

/**
 * Where a visitor came from: the host of an http(s) referrer that is not this site (`siteHost`, as the
 * request named it), without `www.`. Null for no referrer, another scheme, or the site itself.
 */
export function externalReferrer(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const site = siteHost.toLowerCase().replace(/:\d+$/, '');
  const bare = (name: string) => name.replace(/^www\./, '');
  if (!host || bare(host) === bare(site)) return null;
  return bare(host).slice(0, MAX_HOST_LENGTH);
}

export interface Agent {
  browser: string;
  os: string;
  /** 电脑, 手机, 平板 or 其他. */
  device: string;
}

const DEVICES: Record<string, string> = { desktop: '电脑', mobile: '手机', tablet: '平板' };
const UNKNOWN = '其他';

/** A browser's family, system and kind of device, read from its User-Agent by bowser. */
export function describeAgent(userAgent: string): Agent {
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name || UNKNOWN,
    os: parsed.os.name || UNKNOWN,
    device: DEVICES[parsed.platform.type ?? ''] ?? UNKNOWN,
  };
}

type Headers = Record<string, string | string[] | undefined>;

/**
 * Why a view is not counted, or null when it is: a robot (isbot's list of crawlers, monitors and
 * headless browsers, or no User-Agent at all), or a visitor who asked not to be tracked (`DNT: 1`,
 * `Sec-GPC: 1`).
 */
export function notCounted(headers: Headers): 'bot' | 'opted-out' | null {
  const agent = headers['user-agent'];
  if (typeof agent !== 'string' || agent.trim() === '' || isbot(agent)) return 'bot';
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return 'opted-out';
  return null;
}
