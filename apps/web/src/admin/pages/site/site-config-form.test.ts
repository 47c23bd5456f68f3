import { adminSiteConfigBody, type SiteConfig } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { configToForm, SITE_FIELDS, toConfigBody } from './site-config-form';

const config: SiteConfig = {
  id: 1,
  blog_name: '拾光小站',
  author_name: '林间',
  blog_avatar: '/media/uploads/site/a.webp',
  favicon: null,
  avatar_bg: null,
  personal_say: '慢慢来',
  blog_notice: '欢迎',
  qq_link: null,
  we_chat_link: null,
  github_link: 'https://github.com/example',
  git_ee_link: null,
  bilibili_link: null,
  we_chat_group: null,
  qq_group: null,
  we_chat_pay: null,
  ali_pay: null,
  view_time: 7,
  filing_number: null,
  filing_url: null,
  copyright_holder: '林间',
  admin_url: '/admin',
  site_start: '2024-01-01',
  footer_visits: false,
  visit_totals: null,
  createdAt: '',
  updatedAt: '',
};

describe('site config form', () => {
  it('fills the form with text only, absent values empty, and nothing the console cannot change', () => {
    const form = configToForm(config);
    expect(Object.keys(form)).toEqual([...SITE_FIELDS]);
    expect(form.avatar_bg).toBe('');
    expect(form.blog_name).toBe('拾光小站');
    expect(form).not.toHaveProperty('view_time');
  });

  it('round-trips to a body the contract takes, emptied fields sent as none', () => {
    const body = toConfigBody({ ...configToForm(config), blog_notice: '  新公告  ', personal_say: '   ' });
    expect(body).toMatchObject({
      blog_notice: '新公告',
      personal_say: null,
      avatar_bg: null,
      blog_name: '拾光小站',
    });
    expect(adminSiteConfigBody.safeParse(body).success).toBe(true);
  });

  it('keeps an emptied required field as empty text, for the server to refuse', () => {
    expect(toConfigBody({ ...configToForm(config), blog_name: ' ' }).blog_name).toBe('');
  });
});
