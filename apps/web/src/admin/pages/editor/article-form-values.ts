import type { AdminArticleBody, AdminArticleDetail } from '@blog/contract';

/** 1 公开, 2 私密, 3 草稿 — the article's `status`. */
export type ArticleStatus = 1 | 2 | 3;
/** 1 原创, 2 转载, 3 翻译 — the article's `type`. */
export type ArticleType = 1 | 2 | 3;

/** The editor's form as the owner fills it in. */
export interface ArticleFormValues {
  title: string;
  content: string;
  description: string;
  cover: string;
  /** A category name: an existing one or a new one (the server creates it). */
  category: string;
  tags: string[];
  type: ArticleType;
  originUrl: string;
  top: boolean;
  order: number;
  /** Who may read it once published: 1 公开 or 2 私密 (草稿 is what 保存草稿 saves). */
  visibility: 1 | 2;
  /** 访问密码: readers must enter a password to read the body (🔒 加密文章). */
  protect: boolean;
  /** A new password; empty keeps the one the article has (never shown back). Never kept in drafts. */
  password: string;
  passwordHint: string;
  /** The saved article has a password: not a field, what the form shows and checks depend on it. */
  hasPassword: boolean;
}

const oneOf = <T extends number>(options: readonly T[], value: number, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The form for a new article (none given) or for editing one. */
export function toArticleValues(article?: AdminArticleDetail): ArticleFormValues {
  if (!article)
    return {
      title: '',
      content: '',
      description: '',
      cover: '',
      category: '',
      tags: [],
      type: 1,
      originUrl: '',
      top: false,
      order: 0,
      visibility: 1,
      protect: false,
      password: '',
      passwordHint: '',
      hasPassword: false,
    };
  return {
    title: article.article_title,
    content: article.article_content,
    description: article.article_description ?? '',
    cover: article.article_cover ?? '',
    category: article.categoryName ?? '',
    tags: [...article.tagNameList],
    type: oneOf([1, 2, 3] as const, article.type, 1),
    originUrl: article.origin_url ?? '',
    top: article.is_top === 1,
    order: article.order,
    visibility: article.status === 2 ? 2 : 1,
    protect: article.is_protected,
    password: '',
    passwordHint: article.password_hint ?? '',
    hasPassword: article.is_protected,
  };
}

/** The request body of `POST articles` / `PUT articles/:id`, saved with the given status. */
export function toArticleBody(values: ArticleFormValues, status: ArticleStatus): AdminArticleBody {
  const tags = [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))];
  const description = values.description.trim();
  return {
    article_title: values.title.trim(),
    article_content: values.content,
    article_description: description || null,
    article_cover: values.cover.trim() || null,
    category_name: values.category.trim() || null,
    tag_names: tags,
    status,
    type: values.type,
    // Only reposts and translations have a source.
    origin_url: values.type === 1 ? null : values.originUrl.trim() || null,
    is_top: values.top ? 1 : 2,
    order: values.order,
    // Off removes the password; on with a new one sets it; on with none typed keeps the saved one.
    ...(!values.protect ? { password: null } : values.password ? { password: values.password } : {}),
    password_hint: values.protect ? values.passwordHint.trim() || null : null,
  };
}

/** Whether two versions of the form hold the same article (nothing to save between them). */
export function sameArticleValues(a: ArticleFormValues, b: ArticleFormValues): boolean {
  return JSON.stringify(toArticleBody(a, a.visibility)) === JSON.stringify(toArticleBody(b, b.visibility));
}
