import { z } from 'zod';

const dateLike = z.union([
  z.date(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/, '应为 YYYY-MM-DD HH:mm:ss'),
  // An instant, as the export writes it (quoted, so that YAML keeps it a string).
  z.iso.datetime({ offset: true }),
]);

/**
 * A slug as our front matter takes it: lower case, any script (Hexo and Hugo imports give slugs like
 * `你好-世界`), digits, `-` and `_` (WordPress's), so also a safe file name.
 */
export const isSlug = (value: string) =>
  /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(value) && value === value.toLowerCase();

const statusNames = { public: 1, private: 2, draft: 3 } as const;
const typeNames = { original: 1, repost: 2, translation: 3 } as const;

/** Front matter of an article file, as an owner writes it. */
export const frontMatterSchema = z
  .object({
    title: z
      .string({ error: (issue) => (issue.input === undefined ? '必填' : '应为文本') })
      .trim()
      .min(1, '不能为空')
      .max(200, '不能超过 200 个字符'),
    date: dateLike.optional(),
    updated: dateLike.optional(),
    category: z.string().trim().min(1).max(50).optional(),
    tags: z
      .union([z.array(z.union([z.string(), z.number()])), z.string()])
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(/[,，]/)).map((t) => String(t).trim()).filter(Boolean),
      )
      .optional(),
    cover: z.string().trim().min(1).optional(),
    description: z.string().trim().max(500, '不能超过 500 个字符').optional(),
    top: z.boolean().optional(),
    order: z.number().int().optional(),
    status: z.enum(['public', 'private', 'draft']).optional(),
    type: z.enum(['original', 'repost', 'translation']).optional(),
    origin_url: z.url('应为以 http(s):// 开头的网址').optional(),
    slug: z.string().refine(isSlug, '只能包含小写字母、数字、连字符和下划线').optional(),
    /** Old addresses of the article (`/2023/05/hello/`), each answered with a 301 to it. */
    redirects: z.array(z.string().trim().min(1)).optional(),
    /**
     * A protected article's password (🔒 加密文章) as the export writes it: its argon2id hash, never
     * the password itself; and the hint readers see.
     */
    password_hash: z
      .string()
      .regex(/^\$argon2(?:id|i|d)\$/, '应为导出时写下的 argon2 哈希')
      .optional(),
    password_hint: z.string().trim().max(50, '不能超过 50 个字符').optional(),
  })
  .refine((fm) => fm.type !== 'repost' || fm.origin_url, {
    message: '转载文章需要 origin_url',
    path: ['origin_url'],
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export const statusCode = (status: FrontMatter['status']): number => statusNames[status ?? 'public'];
export const typeCode = (type: FrontMatter['type']): number => typeNames[type ?? 'original'];
