import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { useTestContext } from '../../test/context';
import { authHeader, createArticle, createSiteConfig, createUser } from '../../test/fixtures';
import { TestSmtpServer } from '../../test/smtp-server';

// #35 item 9: a guest's message sent with `Host: evil.example` mailed the owner links — and the owner's
// permanent unsubscribe token — to the attacker's host, and the feed and canonical URLs followed it too.
// Without SITE_URL the blog's address is now the one its owner uses the console from.

const OWNER = 'owner@example.test';
const EVIL = 'evil.example';
const overrides: Partial<Config> = { trustProxy: ['127.0.0.1'] };
const t = useTestContext(overrides);
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  overrides.mail = {
    smtpUrl: smtp.url,
    from: '博客 <blog@example.test>',
    adminEmail: OWNER,
    siteUrl: undefined,
  };
});
afterAll(() => smtp.stop());

let admin: number;
let article: number;
beforeEach(async () => {
  smtp.received.length = 0;
  await createSiteConfig(t, { blog_name: '小站' });
  admin = await createUser(t, { role: 1, nick_name: '站长' });
  article = await createArticle(t, { author_id: admin, article_title: '事件循环' });
});

let said = 0;

/** Everything a visitor can make the blog write with an absolute address in it. */
async function whatAVisitorGets(headers: Record<string, string>) {
  const message = await t.app.inject({
    method: 'POST',
    url: '/api/message/add',
    payload: { message: `路过留言 ${++said}` },
    headers,
    remoteAddress: '10.7.0.1',
  });
  expect(message.statusCode, message.body).toBe(200);
  await t.app.mail.flush();
  const mail = smtp.to(OWNER).at(-1);
  expect(mail).toBeDefined();
  const read = async (url: string) => (await t.app.inject({ url, headers, remoteAddress: '10.7.0.2' })).body;
  return [
    mail!.text,
    mail!.html,
    JSON.stringify(mail!.headers),
    await read('/rss.xml'),
    await read('/sitemap.xml'),
    await read('/robots.txt'),
  ].join('\n');
}

const forged: Record<string, string>[] = [
  { host: EVIL },
  { host: 'a.example>,<mailto:x@evil.example>,<https://evil.example' },
  // Behind a trusted proxy that passes a client's X-Forwarded-Host on (deploy/nginx.conf clears it).
  { 'x-forwarded-host': EVIL },
];

describe('the blog’s own address', () => {
  it('never comes from a Host or X-Forwarded-Host a visitor sent, before the owner was ever seen', async () => {
    for (const headers of forged) {
      const written = await whatAVisitorGets(headers);
      expect(written, JSON.stringify(headers)).not.toContain('evil.example');
      expect(written).toContain('http://127.0.0.1:0/');
    }
  });

  it('is learned from the owner’s use of the console, kept, and wins over any Host after', async () => {
    // A visitor's forged request to the console learns nothing.
    const guest = await t.app.inject({ url: '/api/admin/stats', headers: { host: EVIL } });
    expect(guest.statusCode).toBe(401);
    const owner = await t.app.inject({
      url: '/api/admin/stats',
      headers: { host: 'blog.example.com', ...(await authHeader(t, admin)) },
    });
    expect(owner.statusCode).toBe(200);
    for (const headers of forged) {
      const written = await whatAVisitorGets(headers);
      expect(written, JSON.stringify(headers)).not.toContain('evil.example');
      expect(written).toContain('http://blog.example.com/');
    }
    // Kept in the database: a later owner visit from elsewhere does not move it.
    await t.app.inject({
      url: '/api/admin/stats',
      headers: { host: 'other.example', ...(await authHeader(t, admin)) },
    });
    const site = await t.db.kysely.selectFrom('site_config').select('site_url').executeTakeFirstOrThrow();
    expect(site.site_url).toBe('http://blog.example.com');
    const page = await t.app.inject({ url: `/article?id=${article}`, headers: { host: EVIL } });
    expect(page.body).not.toContain('evil.example');
  });
});
