import { pageHeaderRouteNames } from '@blog/contract';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../lib/password';
import { createTestContext, type TestContext } from '../../../test/context';
import { mediaFile } from '../../../test/fixtures';
import { seed } from './seed';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

describe('seed', () => {
  it('creates the admin, the site profile and every page banner; a second run changes nothing', async () => {
    t = await createTestContext({
      demoContent: false,
      adminUsername: 'owner',
      adminPassword: 'secret-pass-1',
    });
    const first = await seed(t);
    expect(first).toMatchObject({ adminCreated: true, siteCreated: true });
    expect(first.generatedAdminPassword).toBeUndefined();
    expect(first.articles).toBeUndefined();

    const admin = await t.db.kysely.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ username: 'owner', role: 1 });
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin.password_hash, 'secret-pass-1')).toBe(true);
    expect(await verifyPassword(admin.password_hash, 'wrong')).toBe(false);

    const site = await t.db.kysely.selectFrom('site_config').selectAll().executeTakeFirstOrThrow();
    expect(site.blog_name).toBe('我的博客');
    const headers = await t.db.kysely.selectFrom('page_headers').selectAll().execute();
    expect(headers.map((h) => h.route_name).sort()).toEqual([...pageHeaderRouteNames].sort());
    for (const header of headers) expect(existsSync(mediaFile(t, header.bg_url))).toBe(true);

    const second = await seed(t);
    expect(second).toEqual({ adminCreated: false, siteCreated: false });
    expect(await t.db.kysely.selectFrom('users').selectAll().execute()).toHaveLength(1);
  });

  it('generates an admin password when none is configured', async () => {
    t = await createTestContext({ demoContent: false, adminPassword: undefined });
    const result = await seed(t);
    expect(result.generatedAdminPassword).toMatch(/^\S{12}$/);
    const admin = await t.db.kysely.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash, result.generatedAdminPassword!)).toBe(true);
  });

  it('imports the demo blog: 12+ public articles, one pinned, a draft kept hidden, local images', async () => {
    t = await createTestContext({ demoContent: true });
    const result = await seed(t);
    expect(result.articles?.errors).toEqual([]);
    expect(result.articles!.created.length).toBeGreaterThanOrEqual(13);

    const articles = await t.db.kysely.selectFrom('articles').selectAll().execute();
    const published = articles.filter((a) => a.status === 1);
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(articles.filter((a) => a.is_top === 1)).toHaveLength(1);
    expect(articles.some((a) => a.status === 3)).toBe(true);
    expect(new Set(articles.map((a) => a.created_at.slice(0, 4))).size).toBeGreaterThanOrEqual(2);

    for (const article of articles) {
      expect(article.article_cover, article.article_title).toMatch(/^\/media\/uploads\//);
      expect(existsSync(mediaFile(t, article.article_cover!))).toBe(true);
      for (const [, url] of article.article_content.matchAll(/!\[[^\]]*\]\((\/media\/[^)\s]+)\)/g)) {
        expect(existsSync(mediaFile(t, url!)), url).toBe(true);
      }
    }
    const withImages = articles.filter((a) => /!\[[^\]]*\]\(\/media\/uploads\//.test(a.article_content));
    expect(withImages.length).toBeGreaterThanOrEqual(4);

    const categories = await t.db.kysely.selectFrom('categories').selectAll().execute();
    const tags = await t.db.kysely.selectFrom('tags').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(tags.length).toBeGreaterThanOrEqual(8);

    const site = await t.db.kysely.selectFrom('site_config').selectAll().executeTakeFirstOrThrow();
    expect(site.blog_name).not.toBe('我的博客');
    expect(site.blog_avatar).toMatch(/^\/media\/uploads\/site\//);
    expect(site.filing_number).toBeTruthy();
  });
});
