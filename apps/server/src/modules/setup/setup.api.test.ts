import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createSiteConfig } from '../../test/fixtures';

/* The console's setup step (issue #32), on SQLite and PostgreSQL. */

const { t, users, call } = useConsoleContext();

/** The demo profile the seed writes (apps/server/demo/site.json). */
const demo = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../demo/site.json'), 'utf8'),
) as Record<string, string>;

/** The blog as `npm start` leaves it: the demo persona in the site profile and on the owner's account. */
async function demoBlog() {
  await createSiteConfig(t);
  await t.db.kysely
    .updateTable('site_config')
    .set({
      blog_name: demo.blog_name,
      author_name: demo.author_name,
      blog_notice: demo.blog_notice,
      github_link: demo.github_link,
      git_ee_link: demo.git_ee_link,
      bilibili_link: demo.bilibili_link,
      qq_link: demo.qq_link,
      we_chat_link: demo.we_chat_link,
      filing_number: demo.filing_number,
      filing_url: demo.filing_url,
      copyright_holder: demo.copyright_holder,
      site_start: demo.site_start,
    })
    .execute();
  await t.db.kysely
    .updateTable('users')
    .set({ nick_name: demo.author_name })
    .where('id', '=', users.adminId)
    .execute();
}

const mine = {
  blog_name: '小明的博客',
  author_name: '小明',
  nick_name: '小明同学',
  avatar: '/media/uploads/images/2026/12/me.webp',
  filing_number: '京ICP备12345678号',
  github_link: 'https://github.com/xiaoming',
  bilibili_link: 'https://space.bilibili.com/123',
  qq_link: '',
  site_start: '2023-05-04',
};

const PERSONA = [demo.blog_name, demo.author_name, demo.filing_number, 'example.com'] as string[];

describe('GET /api/admin/setup', () => {
  it('opens pending and starts from the owner’s values, none of the demo persona’s', async () => {
    await demoBlog();
    const res = await call('GET', '/api/admin/setup');
    expect(res.statusCode).toBe(200);
    const { state, values } = res.json().result;
    expect(state).toBe('pending');
    expect(values).toMatchObject({
      blog_name: '',
      author_name: '',
      nick_name: '',
      avatar: null,
      favicon: null,
      filing_number: null,
      filing_url: 'https://beian.miit.gov.cn/',
      github_link: null,
      git_ee_link: null,
      bilibili_link: null,
      qq_link: null,
      we_chat_link: null,
    });
    expect(values.site_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values.site_start).not.toBe(demo.site_start);
    for (const word of PERSONA) expect(JSON.stringify(values)).not.toContain(word);
  });

  it('starts from what the owner already set', async () => {
    await createSiteConfig(t, { blog_name: '自己的站' });
    await call('PUT', '/api/admin/config', {
      github_link: 'https://github.com/me',
      site_start: '2020-02-02',
    });
    const { values } = (await call('GET', '/api/admin/setup')).json().result;
    expect(values).toMatchObject({
      blog_name: '自己的站',
      author_name: '测试作者',
      nick_name: '站长',
      github_link: 'https://github.com/me',
      site_start: '2020-02-02',
    });
  });
});

describe('PUT /api/admin/setup', () => {
  it('writes the fields 网站设置 and the owner’s profile show, leaves no persona, and is done', async () => {
    await demoBlog();
    const res = await call('PUT', '/api/admin/setup', mine);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('设置已保存');
    expect(res.json().result.state).toBe('done');

    const config = (await call('GET', '/api/admin/config')).json().result;
    expect(config).toMatchObject({
      blog_name: '小明的博客',
      author_name: '小明',
      blog_avatar: mine.avatar,
      filing_number: '京ICP备12345678号',
      // A number without a link links the MIIT's filing site.
      filing_url: 'https://beian.miit.gov.cn/',
      github_link: 'https://github.com/xiaoming',
      bilibili_link: 'https://space.bilibili.com/123',
      git_ee_link: null,
      qq_link: null,
      we_chat_link: null,
      site_start: '2023-05-04',
      // What the step does not ask for but the demo left: the © follows the author, the notice goes.
      copyright_holder: '小明',
      blog_notice: null,
    });
    const account = await t.db.kysely
      .selectFrom('users')
      .select(['nick_name', 'avatar'])
      .where('id', '=', users.adminId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ nick_name: '小明同学', avatar: mine.avatar });

    const pub = JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/config' })).json());
    for (const word of PERSONA) expect(pub).not.toContain(word);
    expect((await call('GET', '/api/admin/setup')).json().result.values).toMatchObject({
      blog_name: '小明的博客',
      nick_name: '小明同学',
      avatar: mine.avatar,
    });
  });

  it('keeps a copyright holder the owner chose, and lets the owner’s nickname be the author’s name', async () => {
    await createSiteConfig(t);
    await call('PUT', '/api/admin/config', { copyright_holder: '某某工作室' });
    const res = await call('PUT', '/api/admin/setup', {
      ...mine,
      nick_name: '测试作者',
      author_name: '测试作者',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/config')).json().result.copyright_holder).toBe('某某工作室');
  });

  it('refuses bad fields in Chinese, naming the field, and changes nothing', async () => {
    await demoBlog();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...mine, blog_name: '' }, 'blog_name 不能为空'],
      [{ ...mine, author_name: undefined }, 'author_name 不能为空'],
      [{ ...mine, nick_name: '  ' }, '昵称不能为空'],
      [{ ...mine, github_link: 'github.com/xiaoming' }, 'github_link 必须是 http:// 或 https:// 开头的链接'],
      [
        { ...mine, we_chat_link: 'javascript:alert(1)' },
        'we_chat_link 必须是 http:// 或 https:// 开头的链接',
      ],
      [{ ...mine, avatar: 'https://elsewhere.example/me.png' }, '头像必须是本站上传的图片'],
      [{ ...mine, favicon: '/media/uploads/images/a.png' }, 'favicon 必须是本站上传的图标'],
      [{ ...mine, site_start: '2023/05/04' }, 'site_start 必须是 YYYY-MM-DD'],
      [{ ...mine, filing_number: 'x'.repeat(101) }, 'filing_number 不能超过 100 个字符'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', '/api/admin/setup', body);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await call('PUT', '/api/admin/setup', { ...mine, admin_url: '/x' })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/setup')).json().result.state).toBe('pending');
    expect((await call('GET', '/api/admin/config')).json().result.blog_name).toBe(demo.blog_name);
  });

  it('refuses a nickname another account of the owner’s uses, before writing anything', async () => {
    await createSiteConfig(t);
    const res = await call('PUT', '/api/admin/setup', { ...mine, nick_name: '访客' });
    expect(res.statusCode).toBe(200);
    await t.db.kysely
      .insertInto('users')
      .values({
        username: 'second_owner',
        password_hash: 'x',
        nick_name: '二号博主',
        avatar: null,
        role: 1,
        ip: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const refused = await call('PUT', '/api/admin/setup', {
      ...mine,
      blog_name: '不会保存',
      nick_name: '二号博主',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, '这个昵称是博主在用的，换一个吧']);
    expect((await call('GET', '/api/admin/config')).json().result.blog_name).toBe('小明的博客');
  });
});

describe('PUT /api/admin/setup/skip', () => {
  it('puts the step off (稍后再说); a completed step stays completed', async () => {
    await createSiteConfig(t);
    const skipped = await call('PUT', '/api/admin/setup/skip');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().result.state).toBe('skipped');
    expect((await call('GET', '/api/admin/setup')).json().result.state).toBe('skipped');
    expect((await call('PUT', '/api/admin/setup', mine)).json().result.state).toBe('done');
    expect((await call('PUT', '/api/admin/setup/skip')).json().result.state).toBe('done');
  });
});

describe('the setup step’s access', () => {
  it('is the admin’s only: 401 for guests, 403 for other users', async () => {
    await createSiteConfig(t);
    for (const [method, url] of [
      ['GET', '/api/admin/setup'],
      ['PUT', '/api/admin/setup'],
      ['PUT', '/api/admin/setup/skip'],
      ['POST', '/api/admin/favicon'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: users.user })).statusCode).toBe(403);
    }
  });
});

describe('网站设置’s links', () => {
  it('are links, as the setup step’s are', async () => {
    await createSiteConfig(t);
    const res = await call('PUT', '/api/admin/config', { qq_link: '12345' });
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining('qq_link 必须是')]);
    expect((await call('PUT', '/api/admin/config', { qq_link: '' })).json().result.qq_link).toBeNull();
  });
});
