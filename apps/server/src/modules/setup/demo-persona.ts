import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { siteProfile } from '../demo/seed/seed';
import { storeLocalFile } from '../../lib/media';

/** The pictures of the demo profile the seed stores (avatar, group QR codes), by their demo file. */
const DEMO_PICTURES = ['avatar.webp', 'qr-wechat.webp', 'qr-qq.webp'];

/** Links to nowhere: the demo's social links point at example.com. */
const EXAMPLE_HOST = /^https?:\/\/([\w-]+\.)*example\.(com|org|net)(\/|$)/i;

const personas = new Map<string, Set<string>>();

/**
 * Every value the seed gave the site profile and the owner from the demo (apps/server/demo/site.json:
 * 拾光小站, 林间, the sample filing number and links, its founding day, notice and pictures), read once.
 * Empty when the blog was seeded without the demo (DEMO_CONTENT=0 or no site.json).
 */
function demoValues(config: Pick<Config, 'demoDir' | 'dataDir'>): Set<string> {
  const key = `${config.demoDir}\n${config.dataDir}`;
  let values = personas.get(key);
  if (!values) {
    values = new Set();
    const file = path.join(config.demoDir, 'site.json');
    if (existsSync(file)) {
      const profile = siteProfile.parse(JSON.parse(readFileSync(file, 'utf8')));
      const { filing_url: _realSite, ...persona } = profile;
      for (const value of Object.values(persona)) if (value) values.add(value);
    }
    for (const picture of DEMO_PICTURES) {
      const source = path.join(config.demoDir, 'images', picture);
      if (existsSync(source)) values.add(storeLocalFile(source, config.dataDir, 'site', { copy: false }));
    }
    personas.set(key, values);
  }
  return values;
}

/** Whether a value of the site profile or the owner's account is the demo persona's, not the owner's. */
export function isDemoValue(
  config: Pick<Config, 'demoDir' | 'dataDir'>,
  value: string | null | undefined,
): boolean {
  return Boolean(value) && (demoValues(config).has(value as string) || EXAMPLE_HOST.test(value as string));
}
