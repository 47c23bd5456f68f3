import { createRequire } from 'node:module';
import { isIP } from 'node:net';

/**
 * Where a commenter wrote from, as a coarse region name (a Chinese province, else the country) —
 * never the address. Looked up offline in ip2region's bundled IPv4 and IPv6 databases; nothing
 * leaves the server.
 */
export interface IpRegionLookup {
  /** The region of a public address, or null when unknown. */
  lookup(ip: string): string | null;
}

export const LOCAL_REGION = '本机地址';
export const UNKNOWN_REGION = '未知';

interface Ip2RegionAnswer {
  country: string;
  province: string;
}
type Ip2Region = new () => { search(ip: string): Ip2RegionAnswer | null };

/**
 * ip2region, read into memory (about 11 MB) on the first public address asked about, so a blog whose
 * comments all come from its own network never loads it.
 */
function ip2region(): IpRegionLookup {
  let database: InstanceType<Ip2Region> | undefined;
  return {
    lookup(ip) {
      if (!database) {
        const module = createRequire(import.meta.url)('ip2region') as { default: Ip2Region };
        database = new module.default();
      }
      const answer = database.search(ip);
      if (!answer) return null;
      if (answer.country === '中国' && answer.province) return answer.province;
      return answer.country || null;
    },
  };
}

const bundled = ip2region();
let lookupImpl: IpRegionLookup = bundled;

/** Replaces the database (tests); null restores ip2region's. */
export function setIpRegionLookup(lookup: IpRegionLookup | null): void {
  lookupImpl = lookup ?? bundled;
}

/** Loopback, private, link-local, CGNAT and unique-local addresses: the blog's own network. */
export function isLocalAddress(ip: string): boolean {
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const version = isIP(address);
  if (version === 4) {
    const [a = -1, b = -1] = address.split('.').map(Number);
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6) {
    return address === '::1' || address === '::' || /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
  }
  return false;
}

/** 本机地址 for local addresses, the database's answer for public ones, else 未知. */
export function ipRegion(ip: string | null | undefined): string {
  if (!ip) return UNKNOWN_REGION;
  if (isLocalAddress(ip)) return LOCAL_REGION;
  if (isIP(ip) === 0) return UNKNOWN_REGION;
  return lookupImpl.lookup(ip) ?? UNKNOWN_REGION;
}
