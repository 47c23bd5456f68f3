import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const part of format.formatToParts(new Date(iso))) parts[part.type] = part.value;
  const monthName = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long' }).format(new Date(iso));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
    monthName: monthName.toLowerCase(),
  };
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
