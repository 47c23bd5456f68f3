import { afterEach, describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createLink } from '../../test/community-fixtures';
import { homePage, rssFeed, serve, startFriendSites, type FriendSites } from '../../test/friend-sites';

const { t, users, call } = useConsoleContext();

let sites: FriendSites | undefined;
afterEach(async () => {
  await sites?.close();
  sites = undefined;
});

const publicFeed = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/links/feed${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().result as {
    total: number;
    list: { title: string; url: string; summary: string; site_name: string; date: string }[];
  };
};

/** Two friends with feeds, one of them written by a stranger trying to get HTML onto our page. */
async function twoFriends() {
  sites = await startFriendSites({
    '/amy/': serve('text/html', homePage('/amy/feed.xml')),
    '/amy/feed.xml': serve(
      'application/rss+xml',
      rssFeed([
        { title: 'Amy 的旧文', link: '/amy/1', date: '2026-11-01T00:00:00Z' },
        {
          title: '&lt;img src=x onerror=alert(1)&gt;新文',
          link: '/amy/2',
          date: '2026-11-20T00:00:00Z',
          description: '<script>alert(1)</script><b>摘要</b>',
        },
      ]),
    ),
    '/bob/': serve('text/html', homePage('/bob/atom.xml', 'application/atom+xml')),
    '/bob/atom.xml': serve(
      'application/atom+xml',
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>Bob</title><entry><id>b1</id><title>Bob 的文章</title>
        <link href="/bob/1"/><published>2026-11-10T00:00:00Z</published><summary>Bob 写的</summary></entry></feed>`,
    ),
  });
  const amy = await createLink(t, { site_name: 'Amy', url: `${sites.origin}/amy/` });
  const bob = await createLink(t, { site_name: 'Bob', url: `${sites.origin}/bob/` });
  return { amy, bob };
}

describe('GET /api/links/feed', () => {
  it('is empty before any check', async () => {
    await createLink(t);
    expect(await publicFeed()).toMatchObject({ total: 0, list: [] });
  });

  it('lists the posts of approved links newest first, as plain text, paged', async () => {
    const { amy, bob } = await twoFriends();
    expect((await call('POST', `/api/admin/friend-feeds/${amy}/check`)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/friend-feeds/${bob}/check`)).statusCode).toBe(200);

    const feed = await publicFeed();
    expect(feed.total).toBe(3);
    expect(feed.list.map((post) => [post.site_name, post.title])).toEqual([
      ['Amy', '新文'],
      ['Bob', 'Bob 的文章'],
      ['Amy', 'Amy 的旧文'],
    ]);
    expect(feed.list[0]).toMatchObject({
      url: `${sites!.origin}/amy/2`,
      summary: '摘要',
      date: '2026-11-20 08:00:00',
    });
    const second = await publicFeed('?current=2&size=2');
    expect(second.list.map((post) => post.title)).toEqual(['Amy 的旧文']);

    // A link sent back to review leaves the page with its posts.
    await t.db.kysely.updateTable('links').set({ status: 1 }).where('id', '=', bob).execute();
    expect((await publicFeed()).list.map((post) => post.site_name)).toEqual(['Amy', 'Amy']);
    // A deleted link takes its posts and its feed row with it.
    expect((await call('DELETE', `/api/admin/links/${amy}`)).statusCode).toBe(200);
    expect((await publicFeed()).total).toBe(0);
    expect(
      await t.db.kysely.selectFrom('friend_feeds').select('link_id').where('link_id', '=', amy).execute(),
    ).toEqual([]);
  });

  it('refuses a bad page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/links/feed?size=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('每页最多 100 条');
  });
});

describe('the console: link health', () => {
  it('is for the admin only', async () => {
    const id = await createLink(t);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/friend-feeds', undefined],
      ['POST', `/api/admin/friend-feeds/${id}/check`, undefined],
      ['PUT', `/api/admin/friend-feeds/${id}`, { feed_url: 'https://x.example/feed' }],
    ] as const) {
      const guest = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(guest.statusCode).toBe(401);
      const user = await t.app.inject({ method, url, headers: users.user, ...(payload ? { payload } : {}) });
      expect(user.statusCode).toBe(403);
    }
  });

  it('lists every approved link, unchecked at first, then as the check found it', async () => {
    const { amy } = await twoFriends();
    await createLink(t, { site_name: '待审核', status: 1 });
    const before = (await call('GET', '/api/admin/friend-feeds')).json().result;
    expect(before.total).toBe(2);
    expect(before.list[0]).toMatchObject({
      id: amy,
      site_name: 'Amy',
      reachable: null,
      last_checked_at: null,
      dead: false,
      post_count: 0,
    });

    const checked = await call('POST', `/api/admin/friend-feeds/${amy}/check`);
    expect(checked.json()).toMatchObject({
      code: 0,
      result: {
        id: amy,
        reachable: true,
        last_error: null,
        feed_error: null,
        feed_url: `${sites!.origin}/amy/feed.xml`,
        feed_url_manual: false,
        failures: 0,
        post_count: 2,
      },
    });
    expect(checked.json().result.last_checked_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('flags a link dead after five failed checks, and filters the dead ones', async () => {
    const { amy } = await twoFriends();
    const gone = await createLink(t, { site_name: '关站了', url: `${sites!.origin}/gone/` });
    for (let check = 1; check <= 5; check += 1) {
      const result = (await call('POST', `/api/admin/friend-feeds/${gone}/check`)).json().result;
      expect(result).toMatchObject({
        reachable: false,
        last_error: '返回 404',
        failures: check,
        dead: check >= 5,
      });
    }
    await call('POST', `/api/admin/friend-feeds/${amy}/check`);
    const dead = (await call('GET', '/api/admin/friend-feeds?dead=1')).json().result;
    expect(dead.list.map((link: { site_name: string }) => link.site_name)).toEqual(['关站了']);
    expect((await call('GET', '/api/admin/friend-feeds')).json().result.total).toBe(3);

    // Failing for a week is dead too, however few the checks.
    await t.db.kysely
      .updateTable('friend_feeds')
      .set({ failures: 1, failing_since: new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString() })
      .where('link_id', '=', amy)
      .execute();
    const both = (await call('GET', '/api/admin/friend-feeds?dead=1')).json().result;
    expect(both.list.map((link: { site_name: string }) => link.site_name)).toEqual(['Amy', '关站了']);
    expect((await call('GET', '/api/admin/friend-feeds?dead=2')).statusCode).toBe(400);
  });

  it('takes a feed address by hand, keeps it over the one on the site, and clears it', async () => {
    const { amy } = await twoFriends();
    const manual = await call('PUT', `/api/admin/friend-feeds/${amy}`, {
      feed_url: `${sites!.origin}/bob/atom.xml`,
    });
    expect(manual.statusCode).toBe(200);
    expect(manual.json().result).toMatchObject({
      feed_url: `${sites!.origin}/bob/atom.xml`,
      feed_url_manual: true,
      post_count: 1,
    });
    expect((await publicFeed()).list.map((post) => post.title)).toEqual(['Bob 的文章']);

    const cleared = await call('PUT', `/api/admin/friend-feeds/${amy}`, { feed_url: '' });
    expect(cleared.json().result).toMatchObject({
      feed_url: `${sites!.origin}/amy/feed.xml`,
      feed_url_manual: false,
      post_count: 2,
    });
  });

  it('refuses a bad address, an unknown or pending link', async () => {
    const pending = await createLink(t, { status: 1 });
    const approved = await createLink(t);
    const bad = await call('PUT', `/api/admin/friend-feeds/${approved}`, { feed_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('订阅地址必须是 http:// 或 https:// 开头的链接');
    expect((await call('POST', `/api/admin/friend-feeds/${pending}/check`)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/friend-feeds/99999/check')).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/friend-feeds/${pending}`, { feed_url: null })).statusCode).toBe(
      404,
    );
  });
});
