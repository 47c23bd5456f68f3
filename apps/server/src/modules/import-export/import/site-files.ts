import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatDateTime } from '../../../lib/time';

export const isFolder = (folder: string) => existsSync(folder) && statSync(folder).isDirectory();

/** Every Markdown file below `folder`, as paths relative to it with `/`, sorted; `_` folders are skipped unless asked. */
export function markdownFilesBelow(folder: string, options: { skip?: (relative: string) => boolean } = {}) {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || options.skip?.(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (/\.(md|markdown)$/i.test(entry.name)) found.push(child);
    }
  };
  if (isFolder(folder)) walk('');
  return found.sort();
}

/** A date's parts in a time zone, as permalinks use them. */
export function dateParts(iso: string, timeZone: string) {
  const [year = '', month = '', day = '', hour = '', minute = '', second = ''] = formatDateTime(
    iso,
    timeZone,
  ).split(/[- :]/);
  const monthName = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long' }).format(new Date(iso));
  return { year, month, day, hour, minute, second, monthName: monthName.toLowerCase() };
}

/**
 * Fills a permalink pattern (`:year/:month/:title/`) from `values`; undefined when it names a token
 * there is no value for. Longer tokens are tried first (`:i_month` before `:month`).
 */
export function fillPattern(pattern: string, values: Record<string, string | undefined>): string | undefined {
  let missing = false;
  const filled = pattern.replace(/:([a-z_]+)/gi, (token, name: string) => {
    const value = values[name];
    if (value === undefined) {
      missing = true;
      return token;
    }
    return value;
  });
  return missing ? undefined : filled;
}

/** Joins a site's base path (`/blog/`) and a path below it. */
export const underBase = (base: string, below: string) =>
  `/${[...base.split('/'), ...below.split('/')].filter(Boolean).join('/')}${below.endsWith('/') ? '/' : ''}`;
