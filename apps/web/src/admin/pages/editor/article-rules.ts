import { ARTICLE_PASSWORD_MAX, adminArticleBody, isHttpUrl } from '@blog/contract';
import type { FormRule } from 'antd';
import { contractRule } from '../../components/contract-rule';
import type { ArticleType } from './article-form-values';

const fields = adminArticleBody.shape;

/** 转载 and 翻译 name their source; the server insists for 转载, the editor for both. */
export function originUrlProblem(type: ArticleType, url: string): string | null {
  const value = url.trim();
  if (type === 1) return null;
  if (!value) return '转载和翻译的文章需要填写原文链接';
  return isHttpUrl(value) ? null : '原文链接必须是 http(s) 链接';
}

/** The editor's field rules: the limits and messages of `adminArticleBody`. */
export const ARTICLE_RULES = {
  title: [contractRule(fields.article_title, 'article_title', '标题')],
  content: [contractRule(fields.article_content, 'article_content', '文章内容')],
  description: [contractRule(fields.article_description, 'article_description', '摘要')],
  cover: [contractRule(fields.article_cover, 'article_cover', '封面')],
  category: [contractRule(fields.category_name, 'category_name', '分类名')],
  tags: [contractRule(fields.tag_names, 'tag_names', '标签')],
  order: [contractRule(fields.order, 'order', '排序')],
  /** Changing the password: empty keeps the saved one. */
  password: [{ max: ARTICLE_PASSWORD_MAX, message: `访问密码不能超过 ${ARTICLE_PASSWORD_MAX} 个字符` }],
  /** Protecting an article that has no password yet: one must be given. */
  newPassword: [
    { required: true, message: '请设置访问密码' },
    { max: ARTICLE_PASSWORD_MAX, message: `访问密码不能超过 ${ARTICLE_PASSWORD_MAX} 个字符` },
  ],
  passwordHint: [contractRule(fields.password_hint, 'password_hint', '密码提示')],
  originUrl: [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const problem = originUrlProblem(
          getFieldValue('type') as ArticleType,
          typeof value === 'string' ? value : '',
        );
        if (problem) throw new Error(problem);
      },
    }),
  ],
} satisfies Record<string, FormRule[]>;
