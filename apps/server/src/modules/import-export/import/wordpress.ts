import { XMLParser } from 'fast-xml-parser';
import path from 'node:path';
import { parseDateTime } from '../../../lib/time';
import { wordpressHtmlToMarkdown } from './html-to-markdown';
import type { ImportFolder, Located } from './import-folder';
import type { ImportedComment, ImportedPost } from './imported-post';
import { plainText } from './markdown-body';
import type { MediaStore } from './markdown-post';

/** Is this a WordPress export (WXR)? Its first kilobytes name the export namespace. */
export const isWxr = (head: string) => /<rss\b/.test(head) && /wordpress\.org\/export\//.test(head);

type Node = Record<string, unknown>;

const ARRAYS = new Set(['item', 'category', 'wp:comment', 'wp:postmeta', 'wp:author', 'wp:commentmeta']);

/** The item elements the import reads; any other an item has is reported by name. */
const READ_ELEMENTS = new Set([
  'title',
  'link',
  'guid',
  'content:encoded',
  'excerpt:encoded',
  'wp:post_id',
  'wp:post_date',
  'wp:post_date_gmt',
  'wp:post_modified',
  'wp:post_modified_gmt',
  'wp:post_name',
  'wp:status',
  'wp:post_type',
  'wp:post_password',
  'wp:is_sticky',
  'category',
  'wp:postmeta',
  'wp:comment',
]);
const READ_COMMENT_ELEMENTS = new Set([
  'wp:comment_id',
  'wp:comment_author',
  'wp:comment_date',
  'wp:comment_date_gmt',
  'wp:comment_content',
  'wp:comment_approved',
  'wp:comment_type',
  'wp:comment_parent',
  'wp:comment_user_id',
]);

const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as Node)['#text']);
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

const decodeEntities = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

export interface WordpressImport {
  posts: ImportedPost[];
  /** Items left out, and why (trash, revisions, menus…), by item. */
  notes: { file: string; message: string }[];
}

/**
 * Reads a WordPress export: its posts and pages (pages become articles too: this blog has no other
 * kind of page, and their old links keep working), their approved comments, and the attachments
 * they show, looked for beside the file (`uploads/2023/05/x.jpg`, `wp-content/uploads/…`, or by name).
 */
export function readWordpress(
  xml: string,
  folder: string,
  options: { timeZone: string; store: MediaStore; within: ImportFolder },
): WordpressImport {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    processEntities: true,
    htmlEntities: true,
    isArray: (name) => ARRAYS.has(name),
  });
  const channel = ((parser.parse(xml) as Node).rss as Node | undefined)?.channel as Node | undefined;
  if (!channel) throw new Error('不是 WordPress 导出文件（没有 rss/channel）');
  const authors = new Set(
    ((channel['wp:author'] as Node[] | undefined) ?? []).map((author) => text(author['wp:author_id'])),
  );
  const items = (channel.item as Node[] | undefined) ?? [];
  const attachments = new Map<string, string>();
  for (const item of items) {
    if (text(item['wp:post_type']) === 'attachment') {
      attachments.set(text(item['wp:post_id']), text(item['wp:attachment_url']) || text(item.guid));
    }
  }

  const notes: WordpressImport['notes'] = [];
  const skippedTypes = new Map<string, number>();
  const posts: ImportedPost[] = [];
  for (const item of items) {
    const type = text(item['wp:post_type']);
    if (type === 'attachment') continue;
    if (type !== 'post' && type !== 'page') {
      skippedTypes.set(type, (skippedTypes.get(type) ?? 0) + 1);
      continue;
    }
    const id = text(item['wp:post_id']);
    const name = decodeSlug(text(item['wp:post_name']));
    const label = name || `wp-${id}`;
    const wpStatus = text(item['wp:status']);
    if (!['publish', 'draft', 'pending', 'private', 'future'].includes(wpStatus)) {
      notes.push({ file: label, message: `跳过：状态 ${wpStatus || '无'}` });
      continue;
    }
    posts.push(readItem(item, { id, slug: label, type, wpStatus, authors, attachments, folder, options }));
  }
  for (const [type, count] of skippedTypes) {
    notes.push({ file: 'WordPress', message: `跳过 ${count} 项 ${type || '无类型'}（不是文章或页面）` });
  }
  return { posts, notes };
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function readItem(
  item: Node,
  context: {
    id: string;
    slug: string;
    type: string;
    wpStatus: string;
    authors: Set<string>;
    attachments: Map<string, string>;
    folder: string;
    options: { timeZone: string; store: MediaStore; within: ImportFolder };
  },
): ImportedPost {
  const { id, slug, type, wpStatus, options } = context;
  const notes: string[] = [];
  const missingMedia: string[] = [];
  const date = (gmtKey: string, localKey: string) => {
    const gmt = text(item[gmtKey]);
    if (gmt && !gmt.startsWith('0000')) return new Date(`${gmt.replace(' ', 'T')}Z`).toISOString();
    const local = text(item[localKey]);
    return local && !local.startsWith('0000') ? parseDateTime(local, options.timeZone) : null;
  };

  const media = (url: string) => {
    const found = localUpload(url, context.folder, options.within);
    if (found === 'outside') return url;
    if (found !== 'missing') return options.store(found);
    const name = uploadPath(url) ?? url;
    if (!missingMedia.includes(name)) missingMedia.push(name);
    return url;
  };

  const categories = ((item.category as Node[] | undefined) ?? []).map((category) => ({
    domain: text(category['@_domain']),
    nicename: text(category['@_nicename']),
    name: decodeEntities(text(category)),
  }));
  const named = categories.filter((c) => c.domain === 'category' && c.nicename !== 'uncategorized');
  const [category, ...extraCategories] = named.map((c) => c.name);
  const tags = [
    ...new Set([...categories.filter((c) => c.domain === 'post_tag').map((c) => c.name), ...extraCategories]),
  ];
  if (extraCategories.length)
    notes.push(`分类 ${extraCategories.join('、')} 作为标签保留（文章只有一个分类）`);
  const otherTaxonomies = [
    ...new Set(categories.filter((c) => !['category', 'post_tag'].includes(c.domain)).map((c) => c.domain)),
  ];

  let html = text(item['content:encoded']);
  html = html.replace(
    /(\s(?:src|href)=["'])([^"']*\/wp-content\/uploads\/[^"']+)(["'])/gi,
    (_m, head: string, url: string, tail: string) => `${head}${media(url)}${tail}`,
  );
  html = html.replace(/\s(?:srcset|sizes)=["'][^"']*["']/gi, '');
  const more = /<!--\s*more\b[^>]*-->/i.exec(html);
  const before = more ? html.slice(0, more.index) : null;
  if (more) html = html.slice(0, more.index) + html.slice(more.index + more[0].length);
  const { markdown, shortcodes } = wordpressHtmlToMarkdown(html);
  if (shortcodes.length) notes.push(`未转换的短代码：${shortcodes.join('、')}`);

  const excerpt = plainText(decodeEntities(text(item['excerpt:encoded']).replace(/<[^>]+>/g, ' ')));
  const summary = before ? plainText(wordpressHtmlToMarkdown(before).markdown) : '';
  const meta = new Map(
    ((item['wp:postmeta'] as Node[] | undefined) ?? []).map((entry) => [
      text(entry['wp:meta_key']),
      text(entry['wp:meta_value']),
    ]),
  );
  const thumbnail = context.attachments.get(meta.get('_thumbnail_id') ?? '');
  const password = text(item['wp:post_password']);
  if (password) notes.push('有访问密码：作为私密文章导入（密码未导入）');
  if (wpStatus === 'future') notes.push('定时发布：作为草稿导入');
  if (type === 'page') notes.push('WordPress 页面：作为文章导入');
  const status: ImportedPost['status'] =
    wpStatus === 'publish' && !password
      ? 1
      : wpStatus === 'private' || (wpStatus === 'publish' && password)
        ? 2
        : 3;

  const oldPaths: string[] = [];
  if (status !== 3) {
    const link = text(item.link);
    if (link) oldPaths.push(link);
    oldPaths.push(type === 'page' ? `/?page_id=${id}` : `/?p=${id}`);
  }

  const ignored = new Set(Object.keys(item).filter((key) => !READ_ELEMENTS.has(key)));
  for (const key of meta.keys()) if (key !== '_thumbnail_id') ignored.add(`wp:postmeta ${key}`);
  for (const domain of otherTaxonomies) ignored.add(`category domain=${domain}`);
  const { comments, commentIgnored, commentNotes } = readComments(item, context.authors, options.timeZone);
  for (const key of commentIgnored) ignored.add(key);
  notes.push(...commentNotes);

  return {
    source: slug,
    slug,
    title: decodeEntities(text(item.title)) || slug,
    content: markdown,
    description: excerpt || summary || null,
    cover: thumbnail ? media(thumbnail) : null,
    category: category ?? null,
    tags,
    date: date('wp:post_date_gmt', 'wp:post_date'),
    updated: date('wp:post_modified_gmt', 'wp:post_modified'),
    top: text(item['wp:is_sticky']) === '1',
    order: null,
    status,
    type: 1,
    originUrl: null,
    oldPaths,
    comments,
    ignored: [...ignored],
    notes,
    missingMedia,
  };
}

function readComments(item: Node, authors: Set<string>, timeZone: string) {
  const all = (item['wp:comment'] as Node[] | undefined) ?? [];
  const commentIgnored = new Set<string>();
  const kept = new Map<string, ImportedComment>();
  let unapproved = 0;
  let pings = 0;
  let orphans = 0;
  // Oldest first, so that a reply comes after the comment it answers.
  const sorted = [...all].sort((a, b) => Number(text(a['wp:comment_id'])) - Number(text(b['wp:comment_id'])));
  for (const comment of sorted) {
    for (const key of Object.keys(comment)) if (!READ_COMMENT_ELEMENTS.has(key)) commentIgnored.add(key);
    if (text(comment['wp:comment_approved']) !== '1') {
      unapproved++;
      continue;
    }
    const kind = text(comment['wp:comment_type']);
    if (kind && kind !== 'comment') {
      pings++;
      continue;
    }
    const parent = text(comment['wp:comment_parent']);
    const parentKey = parent && parent !== '0' ? parent : null;
    // A reply to a comment that is not shown (held, spam, a ping) is not shown either.
    if (parentKey && !kept.has(parentKey)) {
      orphans++;
      continue;
    }
    const gmt = text(comment['wp:comment_date_gmt']);
    const date =
      gmt && !gmt.startsWith('0000')
        ? new Date(`${gmt.replace(' ', 'T')}Z`).toISOString()
        : parseDateTime(text(comment['wp:comment_date']), timeZone);
    const userId = text(comment['wp:comment_user_id']);
    const name = decodeEntities(text(comment['wp:comment_author'])).slice(0, 50) || '匿名';
    const key = text(comment['wp:comment_id']);
    kept.set(key, {
      key,
      parentKey,
      author: userId && userId !== '0' && authors.has(userId) ? { owner: true } : { owner: false, name },
      content: decodeEntities(
        text(comment['wp:comment_content'])
          .replace(/<br\s*\/?>/gi, '\n')
          .replace(/<\/p>\s*<p>/gi, '\n\n')
          .replace(/<[^>]+>/g, ''),
      ).trim(),
      date,
    });
  }
  const commentNotes: string[] = [];
  const left = [
    unapproved && `${unapproved} 条未通过审核`,
    pings && `${pings} 条 pingback/trackback`,
    orphans && `${orphans} 条回复的评论未导入`,
  ].filter(Boolean);
  if (left.length) commentNotes.push(`评论未导入：${left.join('，')}`);
  return { comments: [...kept.values()], commentIgnored: [...commentIgnored], commentNotes };
}

/** `2023/05/x.jpg` of an address below `wp-content/uploads/`, or null. */
function uploadPath(url: string): string | null {
  const match = /\/wp-content\/uploads\/([^?#]+)/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURI(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * The attachment's file beside the export, or its full-size original when a resized copy is not there;
 * never one outside the folder imported.
 */
function localUpload(url: string, folder: string, within: ImportFolder): Located {
  const relative = uploadPath(url);
  if (!relative) return 'missing';
  const original = relative.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1');
  for (const wanted of [...new Set([relative, original])]) {
    for (const candidate of [
      path.join(folder, 'uploads', wanted),
      path.join(folder, 'wp-content', 'uploads', wanted),
      path.join(folder, wanted),
      path.join(folder, path.basename(wanted)),
    ]) {
      const found = within.locate(candidate);
      if (found !== 'missing') return found;
    }
  }
  return 'missing';
}
