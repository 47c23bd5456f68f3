import matter from 'gray-matter';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ImportFolder } from './import-folder';
import { slugOf, type SitePost, type SiteRules } from './markdown-post';
import { dateParts, fillPattern, isFolder, markdownFilesBelow, underBase } from './site-files';

/** Hexo's own default (`_config.yml`), used when the site's says nothing. */
const DEFAULT_PERMALINK = ':year/:month/:day/:title/';

/** Where a Hexo site's posts are: its root (with `_config.yml`) and its `source` folder. */
export interface HexoLayout {
  config: Record<string, unknown>;
  /** `source/`: `_posts`, `_drafts` and public files (`/images/x.png` is `source/images/x.png`). */
  source: string | null;
  /** The folders of posts, with whether they hold drafts. */
  postFolders: { folder: string; drafts: boolean }[];
}

function readYaml(within: ImportFolder, file: string): Record<string, unknown> {
  const text = within.read(file);
  const data: unknown = text === null ? {} : matter(`---\n${text}\n---\n`, {}).data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/**
 * The Hexo layout `dir` is (the site, its `source`, or `_posts`), or null when it is none of them.
 * Only what is inside `within` is read: named `source` or `_posts`, the site's `_config.yml` is not.
 */
export function hexoLayout(dir: string, within: ImportFolder): HexoLayout | null {
  const site = (root: string, source: string): HexoLayout => ({
    config: readYaml(within, path.join(root, '_config.yml')),
    source,
    postFolders: [
      { folder: path.join(source, '_posts'), drafts: false },
      { folder: path.join(source, '_drafts'), drafts: true },
    ].filter((entry) => isFolder(entry.folder)),
  });
  if (isFolder(path.join(dir, 'source', '_posts'))) return site(dir, path.join(dir, 'source'));
  if (isFolder(path.join(dir, '_posts')) || isFolder(path.join(dir, '_drafts')))
    return site(path.dirname(dir), dir);
  const name = path.basename(dir);
  if (name === '_posts' || name === '_drafts') {
    const source = path.dirname(dir);
    return {
      config: readYaml(within, path.join(path.dirname(source), '_config.yml')),
      source,
      postFolders: [{ folder: dir, drafts: name === '_drafts' }],
    };
  }
  return null;
}

/** A folder of Hexo posts with no site around it. */
export const hexoFolder = (dir: string): HexoLayout => ({
  config: {},
  source: null,
  postFolders: [{ folder: dir, drafts: false }],
});

/** What each `:segment` of `new_post_name` matches (Hexo's post processor; `:title` takes the rest). */
const NAME_SEGMENTS: Record<string, string> = {
  year: '(\\d{4})',
  month: '(\\d{2})',
  day: '(\\d{2})',
  i_month: '(\\d{1,2})',
  i_day: '(\\d{1,2})',
  hash: '([0-9a-f]{12})',
};

/**
 * A post's `:title` as Hexo reads it from the file's path (without its extension) by `new_post_name`:
 * `:year-:month-:day-:title.md` makes `2023-12-21-hello` the title `hello`. Paths that do not fit
 * the pattern are their own title, as in Hexo.
 */
export function titleFromPath(withoutExtension: string, newPostName: unknown): string {
  if (typeof newPostName !== 'string' || !newPostName.includes(':title')) return withoutExtension;
  const pattern = newPostName.replace(/\.[^./:]+$/, '');
  const names: string[] = [];
  const source = pattern.replace(
    /:(\w+)|([^:]+)/g,
    (_, name: string | undefined, literal: string | undefined) => {
      if (literal !== undefined) return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name!);
      return NAME_SEGMENTS[name!] ?? '(.+?)';
    },
  );
  const match = new RegExp(`^${source}$`).exec(withoutExtension);
  const title = match?.[names.indexOf('title') + 1];
  return title || withoutExtension;
}

/** Hexo's `slugize`: runs of spaces and punctuation become one `-`; letters of any script stay. */
const slugize = (name: string) =>
  name.replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'<>,.?/]+/g, '-').replace(/^-+|-+$/g, '');

export function readHexo(layout: HexoLayout, siteTimeZone: string): { posts: SitePost[]; rules: SiteRules } {
  const config = layout.config;
  const timeZone = typeof config.timezone === 'string' && config.timezone ? config.timezone : siteTimeZone;
  const pattern = typeof config.permalink === 'string' ? config.permalink : DEFAULT_PERMALINK;
  const root = typeof config.root === 'string' ? config.root : '/';
  const defaultCategory =
    typeof config.default_category === 'string' ? config.default_category : 'uncategorized';
  const titleOf = new Map<string, string>();

  const posts: SitePost[] = [];
  for (const { folder, drafts } of layout.postFolders) {
    for (const relative of markdownFilesBelow(folder)) {
      const file = path.join(folder, relative);
      const withoutExtension = relative.replace(/\.(md|markdown)$/i, '');
      // post_asset_folder: `hello.md` keeps its pictures in `hello/`.
      const assets = path.join(folder, withoutExtension);
      const title = titleFromPath(withoutExtension, config.new_post_name);
      const slug = slugOf(title) || `post-${createHash('sha256').update(title).digest('hex').slice(0, 8)}`;
      titleOf.set(file, title);
      posts.push({
        file,
        name: path
          .relative(layout.source ?? folder, file)
          .split(path.sep)
          .join('/'),
        slug,
        inDrafts: drafts,
        mediaFolders: [...(isFolder(assets) ? [assets] : []), path.dirname(file)],
      });
    }
  }

  const rules: SiteRules = {
    timeZone,
    publicFolders: layout.source ? [layout.source] : [],
    oldPaths(post, fields) {
      const used: string[] = [];
      const own = typeof fields.data.permalink === 'string' ? fields.data.permalink.trim() : '';
      if (own) {
        used.push('permalink');
        return { paths: [underBase(root, own)], used };
      }
      const date = dateParts(fields.date, timeZone);
      const abbrlink = fields.data.abbrlink;
      if (pattern.includes(':abbrlink') && abbrlink !== undefined) used.push('abbrlink');
      const title = titleOf.get(post.file) ?? '';
      const filled = fillPattern(pattern, {
        year: date.year,
        month: date.month,
        day: date.day,
        i_month: String(Number(date.month)),
        i_day: String(Number(date.day)),
        hour: date.hour,
        minute: date.minute,
        second: date.second,
        title,
        name: path.posix.basename(title),
        post_title: slugize(fields.title),
        category: fields.categoryPath.length ? fields.categoryPath.map(slugize).join('/') : defaultCategory,
        abbrlink: typeof abbrlink === 'string' || typeof abbrlink === 'number' ? String(abbrlink) : undefined,
      });
      return { paths: filled ? [underBase(root, filled)] : [], used };
    },
  };
  return { posts, rules };
}
