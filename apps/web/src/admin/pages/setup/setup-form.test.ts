import { adminSetupBody, type SetupValues } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { SETUP_STEPS, setupToForm, toSetupBody } from './setup-form';

const suggested: SetupValues = {
  blog_name: '',
  author_name: '',
  nick_name: 'admin',
  avatar: null,
  favicon: null,
  filing_number: null,
  filing_url: 'https://beian.miit.gov.cn/',
  github_link: null,
  git_ee_link: null,
  bilibili_link: null,
  qq_link: null,
  we_chat_link: null,
  site_start: '2026-12-07',
};

describe('the setup form', () => {
  it('asks for every field the server takes, each in one step', () => {
    const fields = SETUP_STEPS.flatMap((step) => step.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(adminSetupBody.shape).sort());
  });

  it('starts from the server’s values, an absent one as empty text', () => {
    expect(setupToForm(suggested)).toMatchObject({
      nick_name: 'admin',
      avatar: '',
      filing_url: 'https://beian.miit.gov.cn/',
    });
  });

  it('sends trimmed text, empty optional fields as none, and no filing link without a number', () => {
    const body = toSetupBody({
      ...setupToForm(suggested),
      blog_name: ' 小明的博客 ',
      author_name: '小明',
      github_link: ' https://github.com/xiaoming ',
    });
    expect(body).toMatchObject({
      blog_name: '小明的博客',
      github_link: 'https://github.com/xiaoming',
      avatar: null,
      filing_number: null,
      filing_url: null,
      site_start: '2026-12-07',
    });
    expect(adminSetupBody.safeParse(body).success).toBe(true);
    expect(toSetupBody({ ...setupToForm(suggested), filing_number: '京ICP备1号' }).filing_url).toBe(
      'https://beian.miit.gov.cn/',
    );
  });

  it('keeps a required field empty, for the server to refuse in its words', () => {
    const body = toSetupBody({
      ...setupToForm(suggested),
      blog_name: '博客',
      author_name: '我',
      nick_name: '  ',
    });
    expect(body.nick_name).toBe('');
    expect(adminSetupBody.safeParse(body).error?.issues[0]?.message).toBe('昵称不能为空');
  });
});
