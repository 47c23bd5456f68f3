import type { ArticleStatus } from '../editor/article-form-values';

/** How the console names an article's status and type (the API's numbers). */

/** `status`: 1 公开, 2 私密, 3 草稿, with the colour of its tag. */
export const ARTICLE_STATUS: Record<number, { label: string; color: string }> = {
  1: { label: '公开', color: 'green' },
  2: { label: '私密', color: 'orange' },
  3: { label: '草稿', color: 'default' },
};

/** `type`: 1 原创, 2 转载, 3 翻译. */
export const ARTICLE_TYPE: Record<number, string> = { 1: '原创', 2: '转载', 3: '翻译' };

/** The status filter of the list; 0 shows every status. */
export const STATUS_OPTIONS: { value: 0 | ArticleStatus; label: string }[] = [
  { value: 0, label: '全部状态' },
  { value: 1, label: '公开' },
  { value: 2, label: '私密' },
  { value: 3, label: '草稿' },
];
