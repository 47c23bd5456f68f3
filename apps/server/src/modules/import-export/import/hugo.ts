import matter from 'gray-matter';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { ImportFolder } from './import-folder';
import { slugOf, type SitePost, type SiteRules } from './markdown-post';
import { dateParts, fillPattern, isFolder, markdownFilesBelow, underBase } from './site-files';

const CONFIG_FILES = [
  'hugo.toml',
  'hugo.yaml',
  'hugo.yml',
  'hugo.json',
  'config.toml',
  'config.yaml',
  'config.yml',
  'config.json',
];

/** A Hugo site's content folder and its configuration (empty for a bare folder of posts). */
export interface HugoLayout {
  config: Record<string, unknown>;
  content: string;
  /** `static/`: pictures written as `/images/x.png`. */
  static: string | null;
  /** For a bare folder of posts: the section its name stands for (`posts`). */
  section: string | null;
}

function readConfig(root: string, within: ImportFolder): Record<string, unknown> | null {
  for (const name of CONFIG_FILES) {
    const text = within.read(path.join(root, name));
    if (text === null) continue;
    if (name.endsWith('.toml')) return parseToml(text);
    if (name.endsWith('.json')) return JSON.parse(text) as Record<string, unknown>;
    return matter(`---\n${text}\n---\n`, {}).data ?? {};
  }
  return null;
}

/** The Hugo site `dir` is (or whose `content` it is), or null. */
export function hugoLayout(dir: string, within: ImportFolder): HugoLayout | null {
  const site = (root: string): HugoLayout | null => {
    const config = readConfig(root, within);
    if (!config && !isFolder(path.join(root, 'archetypes'))) return null;
    const staticFolder = path.join(root, 'static');
    return {
      config: config ?? {},
      content: path.join(root, 'content'),
      static: isFolder(staticFolder) ? staticFolder : null,
      section: null,
    };
  };
  if (isFolder(path.join(dir, 'content'))) return site(dir);
  if (path.basename(dir) === 'content') return site(path.dirname(dir));
  return null;
}

/** A folder of Hugo posts with no site around it: its name is taken for the section (`posts`). */
export const hugoFolder = (dir: string): HugoLayout => ({
  config: {},
  content: dir,
  static: null,
  section: path.basename(dir),
});

/** Hugo's `urlize` as its paths use it: lower case, spaces as `-`. */
const urlize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\p{L}\p{N}/.-]+/gu, '')
    .replace(/-+/g, '-');

export function readHugo(
  layout: HugoLayout,
  siteTimeZone: string,
): { posts: SitePost[]; rules: SiteRules; skipped: string[] } {
  const { config } = layout;
  // Hugo reads a date without an offset in its `timeZone`, UTC unless set; a bare folder has no
  // configuration, and its dates are taken to be the blog's.
  const timeZone =
    typeof config.timeZone === 'string' && config.timeZone
      ? config.timeZone
      : layout.section === null
        ? 'UTC'
        : siteTimeZone;
  const baseURL = typeof config.baseURL === 'string' ? config.baseURL : '/';
  const base = baseURL.replace(/^[a-z]+:\/\/[^/]+/i, '') || '/';
  const permalinks = (config.permalinks ?? {}) as Record<string, unknown>;
  const patternOf = (section: string) => {
    const page = permalinks.page as Record<string, unknown> | undefined;
    const pattern = page?.[section] ?? permalinks[section];
    return typeof pattern === 'string' ? pattern : undefined;
  };
  const lower = config.disablePathToLower !== true;

  const all = markdownFilesBelow(layout.content);
  // A leaf bundle (`my-post/index.md`) owns its folder: other Markdown files there are its resources.
  const bundles = all
    .filter((file) => /(^|\/)index\.(md|markdown)$/i.test(file))
    .map((file) => path.posix.dirname(file));
  const skipped: string[] = [];
  const posts: SitePost[] = [];
  const placeOf = new Map<string, { dirs: string[]; name: string }>();
  for (const relative of all) {
    const dir = path.posix.dirname(relative);
    if (/(^|\/)_index\.(md|markdown)$/i.test(relative)) {
      skipped.push(relative);
      continue;
    }
    const isBundle = /(^|\/)index\.(md|markdown)$/i.test(relative);
    if (
      !isBundle &&
      bundles.some((bundle) => bundle === '.' || dir === bundle || dir.startsWith(`${bundle}/`))
    )
      continue;
    const segments = relative.split('/');
    const name = isBundle
      ? (segments.at(-2) ?? 'index')
      : (segments.at(-1) ?? '').replace(/\.(md|markdown)$/i, '');
    const dirs = segments.slice(0, isBundle ? -2 : -1);
    const file = path.join(layout.content, relative);
    placeOf.set(file, { dirs: layout.section ? [layout.section, ...dirs] : dirs, name });
    posts.push({
      file,
      name: relative,
      slug: slugOf([...dirs.slice(1), name].join('-')) || slugOf(name) || 'index',
      inDrafts: false,
      mediaFolders: [path.dirname(file)],
    });
  }

  const rules: SiteRules = {
    timeZone,
    publicFolders: layout.static ? [layout.static] : [],
    oldPaths(post, fields) {
      const place = placeOf.get(post.file) ?? { dirs: [], name: '' };
      const section = place.dirs[0] ?? '';
      const used: string[] = [];
      const slug = typeof fields.data.slug === 'string' && fields.data.slug ? fields.data.slug : undefined;
      const aliases = Array.isArray(fields.data.aliases)
        ? fields.data.aliases.filter((alias) => typeof alias === 'string')
        : [];
      if (aliases.length) used.push('aliases');
      let main: string | undefined;
      if (typeof fields.data.url === 'string' && fields.data.url) {
        used.push('url');
        main = fields.data.url;
      } else {
        const pattern = patternOf(section);
        const date = dateParts(fields.date, timeZone);
        const filled = pattern
          ? fillPattern(pattern, {
              year: date.year,
              month: date.month,
              monthname: date.monthName,
              day: date.day,
              section,
              sections: place.dirs.join('/'),
              title: urlize(fields.title),
              slug: slug ?? urlize(fields.title),
              filename: place.name,
              contentbasename: place.name,
              slugorfilename: slug ?? place.name,
              slugorcontentbasename: slug ?? place.name,
            })
          : undefined;
        main = filled ?? `/${[...place.dirs, slug ?? place.name].join('/')}/`;
        main = lower ? urlize(main) : main;
      }
      const paths = [underBase(base, main)];
      for (const alias of aliases)
        paths.push(alias.startsWith('/') ? underBase(base, alias) : underBase(base, `${section}/${alias}`));
      return { paths, used };
    },
  };
  return { posts, rules, skipped };
}
