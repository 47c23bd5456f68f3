import matter from 'gray-matter';
import { parse as parseToml } from 'smol-toml';
import { parseDateTime } from '../../../lib/time';

/** A Hexo or Hugo post: its front matter (YAML between `---`, or TOML between `+++`) and its Markdown. */
export interface PostFile {
  data: Record<string, unknown>;
  body: string;
  /** The front matter as written, where dates are read from (YAML makes them UTC Dates). */
  frontMatter: string;
  toml: boolean;
}

export class PostFileError extends Error {}

export function readPostFile(text: string): PostFile {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const toml = /^\+\+\+[ \t]*\n([\s\S]*?)\n\+\+\+[ \t]*(?:\n|$)/.exec(source);
  if (toml) {
    try {
      return {
        data: parseToml(toml[1] ?? ''),
        body: source.slice(toml[0].length),
        frontMatter: toml[1] ?? '',
        toml: true,
      };
    } catch (error) {
      throw new PostFileError(`front matter 不是合法的 TOML（${firstLine(error)}）`);
    }
  }
  try {
    // A fresh object each time: gray-matter caches by content and would hand back a shared object.
    const parsed = matter(source, {});
    const data = (parsed.data ?? {}) as Record<string, unknown>;
    return { data, body: parsed.content, frontMatter: parsed.matter, toml: false };
  } catch (error) {
    throw new PostFileError(`front matter 不是合法的 YAML（${firstLine(error)}）`);
  }
}

const firstLine = (error: unknown) => String((error as Error).message ?? error).split('\n')[0];

/** A YAML or TOML key's value exactly as written on its line (quotes taken off). */
function writtenValue(frontMatter: string, key: string): string | undefined {
  const line = new RegExp(`^${key}\\s*[:=]\\s*(.+?)\\s*$`, 'm').exec(frontMatter)?.[1];
  return line?.replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * A front-matter date as an ISO instant: one written with an offset (`2023-05-01T10:00:00+08:00`) is
 * that instant; one without is a wall-clock time in `timeZone`, as the blog's generator read it.
 * Undefined when there is none; throws when it is no date.
 */
export function frontMatterDate(file: PostFile, key: string, timeZone: string): string | undefined {
  const value = file.data[key];
  if (value === undefined || value === null || value === '') return undefined;
  const written =
    value instanceof Date
      ? (writtenValue(file.frontMatter, key) ?? value.toISOString())
      : typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : '';
  const text = written.trim().replace(/\//g, '-');
  if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) && /^\d{4}-\d{2}-\d{2}[ T]\d/.test(text)) {
    const instant = new Date(text.replace(' ', 'T'));
    if (!Number.isNaN(instant.getTime())) return instant.toISOString();
  }
  const wall = /^(\d{4}-\d{1,2}-\d{1,2})(?:[ T](\d{1,2}:\d{2}(?::\d{2})?))?/.exec(text);
  if (!wall) throw new PostFileError(`字段 ${key}：不是日期（${written}）`);
  const [year, month, day] = (wall[1] ?? '').split('-');
  const time = (wall[2] ?? '00:00').replace(/^(\d):/, '0$1:');
  return parseDateTime(`${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')} ${time}`, timeZone);
}
