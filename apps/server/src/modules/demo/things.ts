import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor';
import * as repository from './repository';

/*
 * The kinds of rows the seed creates, each read back the same way for the record (at seed time) and
 * for the check (at clear time): a fingerprint of what the owner could change, a title to name it by,
 * and the uploaded pictures it shows (removed with it when nothing else shows them).
 */

/** In the order the console lists them. */
export const ROW_KINDS = [
  'article',
  'talk',
  'album',
  'photo',
  'message',
  'comment',
  'link',
  'resourceCategory',
  'resourceSite',
  'pageHeader',
  'category',
  'tag',
  'user',
] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/** What the console and the CLI call each kind. */
export const KIND_LABELS: Record<RowKind | 'song' | 'profile', string> = {
  article: '文章',
  talk: '说说',
  album: '相册',
  photo: '相册照片',
  comment: '评论',
  message: '留言',
  link: '友链',
  resourceCategory: '资源分类',
  resourceSite: '资源网站',
  pageHeader: '页面横幅图',
  category: '文章分类',
  tag: '文章标签',
  user: '示例用户',
  song: '示例歌曲',
  profile: '站点资料（示例的名字、备案号、社交链接等）',
};

export interface Thing {
  id: number;
  title: string;
  fingerprint: string;
  /** Uploaded pictures (`/media/uploads/…`) it shows. */
  media: string[];
}

export const fingerprintOf = (parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);

const UPLOAD_LINK = /\/media\/uploads\/[\w./-]+/g;
/** Uploaded pictures named in a text (Markdown or HTML). */
export const uploadsIn = (text: string): string[] => [...new Set(text.match(UPLOAD_LINK) ?? [])];
const own = (...urls: (string | null | undefined)[]): string[] =>
  urls.filter((url): url is string => Boolean(url?.startsWith('/media/uploads/')));
const short = (text: string) => {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 30 ? `${plain.slice(0, 30)}…` : plain;
};

type Loader = (db: Executor, ids: number[]) => Promise<Thing[]>;

const loaders: Record<RowKind, Loader> = {
  async article(db, ids) {
    const rows = await repository.articleRows(db, ids);
    const tags = await repository.articleTagNames(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.article_title,
      fingerprint: fingerprintOf([
        row.article_title,
        row.article_description,
        row.article_content,
        row.article_cover,
        row.category_name,
        tags
          .filter((tag) => tag.article_id === row.id)
          .map((tag) => tag.tag_name)
          .sort(),
        row.status,
        row.type,
        row.is_top,
        row.origin_url,
        row.password_hash,
      ]),
      media: [...own(row.article_cover), ...uploadsIn(row.article_content)],
    }));
  },
  async talk(db, ids) {
    const rows = await repository.talkRows(db, ids);
    const photos = await repository.talkPhotoRows(db, ids);
    return rows.map((row) => {
      const urls = photos.filter((photo) => photo.talk_id === row.id).map((photo) => photo.url);
      return {
        id: row.id,
        title: short(row.content),
        fingerprint: fingerprintOf([row.content, urls]),
        media: [...own(...urls), ...uploadsIn(row.content)],
      };
    });
  },
  async album(db, ids) {
    const rows = await repository.albumRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.album_name,
      fingerprint: fingerprintOf([row.album_name, row.description, row.album_cover]),
      media: own(row.album_cover),
    }));
  },
  async photo(db, ids) {
    const rows = await repository.photoRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.url.split('/').pop() ?? row.url,
      fingerprint: fingerprintOf([row.url]),
      media: own(row.url),
    }));
  },
  async comment(db, ids) {
    const rows = await repository.commentRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: short(row.content),
      fingerprint: fingerprintOf([row.content]),
      media: [],
    }));
  },
  async message(db, ids) {
    const rows = await repository.messageRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: `${row.nick_name}：${short(row.message)}`,
      fingerprint: fingerprintOf([row.message, row.nick_name, row.bg_url]),
      media: own(row.bg_url),
    }));
  },
  async link(db, ids) {
    const rows = await repository.linkRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.site_name,
      fingerprint: fingerprintOf([row.site_name, row.site_desc, row.url, row.site_avatar]),
      media: own(row.site_avatar),
    }));
  },
  async resourceCategory(db, ids) {
    const rows = await repository.resourceCategoryRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      fingerprint: fingerprintOf([row.type, row.name]),
      media: [],
    }));
  },
  async resourceSite(db, ids) {
    const rows = await repository.resourceSiteRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.name,
      fingerprint: fingerprintOf([row.category_id, row.name, row.url, row.description, row.logo]),
      media: own(row.logo),
    }));
  },
  async pageHeader(db, ids) {
    const rows = await repository.pageHeaderRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.route_name,
      fingerprint: fingerprintOf([row.route_name, row.bg_url]),
      media: own(row.bg_url),
    }));
  },
  async category(db, ids) {
    const rows = await repository.categoryRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.category_name,
      fingerprint: fingerprintOf([row.category_name]),
      media: [],
    }));
  },
  async tag(db, ids) {
    const rows = await repository.tagRows(db, ids);
    return rows.map((row) => ({
      id: row.id,
      title: row.tag_name,
      fingerprint: fingerprintOf([row.tag_name]),
      media: [],
    }));
  },
  async user(db, ids) {
    const rows = await repository.userRows(db, ids);
    return rows
      .filter((row) => row.role !== 1)
      .map((row) => ({
        id: row.id,
        title: `${row.nick_name}（${row.username}）`,
        fingerprint: fingerprintOf([row.username, row.nick_name, row.avatar]),
        media: own(row.avatar),
      }));
  },
};

const CHUNK = 500;

/** The rows of `kind` with these ids that still exist, read as things. */
export async function loadThings(db: Executor, kind: RowKind, ids: number[]): Promise<Thing[]> {
  const things: Thing[] = [];
  for (let i = 0; i < ids.length; i += CHUNK)
    things.push(...(await loaders[kind](db, ids.slice(i, i + CHUNK))));
  return things;
}
