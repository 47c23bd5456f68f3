import type { AdminSiteConfigBody, SiteConfig } from '@blog/contract';

/** The fields of the 基本信息 form: every field the console may change, as text. */
export const SITE_FIELDS = [
  'blog_name',
  'author_name',
  'blog_avatar',
  'favicon',
  'avatar_bg',
  'personal_say',
  'blog_notice',
  'site_start',
  'qq_link',
  'we_chat_link',
  'github_link',
  'git_ee_link',
  'bilibili_link',
  'we_chat_group',
  'qq_group',
  'we_chat_pay',
  'ali_pay',
  'filing_number',
  'filing_url',
  'copyright_holder',
  'admin_url',
] as const satisfies readonly (keyof AdminSiteConfigBody & keyof SiteConfig)[];

export type SiteField = (typeof SITE_FIELDS)[number];
export type SiteFormValues = Partial<Record<SiteField, string>>;

/** Fields the site cannot do without; the others may be left empty. */
const REQUIRED: readonly SiteField[] = ['blog_name', 'author_name', 'site_start'];

/** The form's starting values: the saved config, an absent value as empty text. */
export function configToForm(config: SiteConfig): SiteFormValues {
  return Object.fromEntries(SITE_FIELDS.map((field) => [field, config[field] ?? '']));
}

/** The PUT body: every field trimmed, an empty optional one sent as none (cleared). */
export function toConfigBody(values: SiteFormValues): AdminSiteConfigBody {
  const body: Record<string, string | null> = {};
  for (const field of SITE_FIELDS) {
    const value = values[field]?.trim() ?? '';
    body[field] = value === '' && !REQUIRED.includes(field) ? null : value;
  }
  return body;
}
