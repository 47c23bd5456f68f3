import { afterEach, describe, expect, it } from 'vitest';
import { createLink } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';
import { homePage, rssFeed, serve, startFriendSites, type FriendSites } from '../../test/friend-sites';
import { DEFAULT_LIMITS } from '../../lib/guarded-fetch';
import { FriendFeedJob, type FriendFeedJobOptions } from './job';

const t = useTestContext();
const HOUR = 60 * 60_000;

let sites: FriendSites | undefined;
afterEach(async () => {
  await sites?.close();
  sites = undefined;
});

const newJob = (overrides: Partial<FriendFeedJobOptions> = {}) =>
  new FriendFeedJob({
    db: t.db.kysely,
    limits: { ...DEFAULT_LIMITS, allowPrivate: ['127.0.0.1'], timeoutMs: 3000 },
    intervalMs: HOUR,
    postsPerLink: 20,
    concurrency: 4,
    batchSize: 50,
    log: { error: () => undefined },
    ...overrides,
  });

const feedOf = (linkId: number) =>
  t.db.kysely.selectFrom('friend_feeds').selectAll().where('link_id', '=', linkId).executeTakeFirstOrThrow();
const postsOf = (linkId: number) =>
  t.db.kysely
    .selectFrom('friend_posts')
    .select(['title', 'url', 'guid'])
    .where('link_id', '=', linkId)
    .orderBy('sort_at', 'desc')
    .execute();

describe('FriendFeedJob', () => {
  it('two runs at once (two blog processes) check each due link once', async () => {
    const paths = ['a', 'b', 'c', 'd', 'e'];
    sites = await startFriendSites(
      Object.fromEntries(
        paths.flatMap((name) => [
          [`/${name}/`, serve('text/html', homePage(`/${name}/feed.xml`))],
          [
            `/${name}/feed.xml`,
            serve('application/rss+xml', rssFeed([{ title: `${name} 的文章`, link: `/${name}/1` }])),
          ],
        ]),
      ),
    );
    const ids = await Promise.all(paths.map((name) => createLink(t, { url: `${sites!.origin}/${name}/` })));
    await createLink(t, { url: `${sites.origin}/pending/`, status: 1 });

    const now = new Date();
    const [first, second] = await Promise.all([newJob().runOnce(now), newJob().runOnce(now)]);
    expect(first + second).toBe(paths.length);
    for (const name of paths) {
      expect(sites.hits(`/${name}/`)).toBe(1);
      expect(sites.hits(`/${name}/feed.xml`)).toBe(1);
    }
    expect(sites.hits('/pending/')).toBe(0);
    for (const id of ids) {
      const feed = await feedOf(id);
      expect(feed.reachable).toBe(1);
      expect(Date.parse(feed.next_check_at) - now.getTime()).toBe(HOUR);
      expect(await postsOf(id)).toHaveLength(1);
    }
    // Nothing is due again before the interval.
    expect(await newJob().runOnce(new Date(now.getTime() + HOUR - 1000))).toBe(0);
    expect(sites.hits('/a/')).toBe(1);
  });

  it('sends the validators back (a 304 changes nothing), updates known posts and keeps the newest', async () => {
    let items = [
      { title: '旧文', link: '/p/1', guid: 'g1', date: '2026-11-01T00:00:00Z' },
      { title: '新文', link: '/p/2', guid: 'g2', date: '2026-11-10T00:00:00Z' },
    ];
    sites = await startFriendSites({
      '/': serve('text/html', homePage('/feed.xml')),
      '/feed.xml': (request, response) => {
        const etag = `"${items.length}-${items[0]!.guid}"`;
        if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
        response.writeHead(200, { 'content-type': 'application/rss+xml', etag }).end(rssFeed(items));
      },
    });
    const id = await createLink(t, { url: `${sites.origin}/` });
    const job = newJob({ postsPerLink: 2 });
    let now = new Date('2026-11-28T00:00:00Z');
    await job.runOnce(now);
    expect((await postsOf(id)).map((post) => post.title)).toEqual(['新文', '旧文']);

    now = new Date(now.getTime() + HOUR);
    await job.runOnce(now);
    const conditional = sites.requests.filter((entry) => entry.path === '/feed.xml')[1]!;
    expect(conditional.headers['if-none-match']).toBe('"2-g1"');
    expect((await postsOf(id)).map((post) => post.title)).toEqual(['新文', '旧文']);

    items = [
      { title: '旧文（改）', link: '/p/1', guid: 'g1', date: '2026-11-01T00:00:00Z' },
      { title: '新文', link: '/p/2', guid: 'g2', date: '2026-11-10T00:00:00Z' },
      { title: '最新', link: '/p/3', guid: 'g3', date: '2026-11-20T00:00:00Z' },
    ];
    now = new Date(now.getTime() + HOUR);
    await job.runOnce(now);
    // Two kept: the newest; the same guid is the same post.
    expect((await postsOf(id)).map((post) => post.title)).toEqual(['最新', '新文']);
    expect((await feedOf(id)).etag).toBe('"3-g1"');
  });

  it('backs off a failing link, counts its failures and records why', async () => {
    sites = await startFriendSites({ '/': (_request, response) => void response.writeHead(404).end() });
    const id = await createLink(t, { url: `${sites.origin}/` });
    const job = newJob();
    let now = new Date('2026-11-28T00:00:00Z');
    const waits: number[] = [];
    for (let check = 0; check < 4; check += 1) {
      expect(await job.runOnce(now)).toBe(1);
      const feed = await feedOf(id);
      waits.push(Date.parse(feed.next_check_at) - now.getTime());
      now = new Date(feed.next_check_at);
    }
    expect(waits).toEqual([HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR]);
    const feed = await feedOf(id);
    expect(feed).toMatchObject({
      reachable: 0,
      failures: 4,
      last_error: '返回 404',
      failing_since: '2026-11-28T00:00:00.000Z',
    });
  });

  it('with private addresses off, refuses a link on 127.0.0.1 without a request', async () => {
    sites = await startFriendSites({ '/': serve('text/html', homePage('/feed.xml')) });
    const id = await createLink(t, { url: `${sites.origin}/` });
    await newJob({ limits: { ...DEFAULT_LIMITS, allowPrivate: false } }).runOnce();
    expect(sites.requests).toHaveLength(0);
    expect(await feedOf(id)).toMatchObject({ reachable: 0, failures: 1, last_error: '地址指向内网，已拒绝' });
  });

  it('says when a reachable site has no feed, and when its feed is not one', async () => {
    sites = await startFriendSites({
      '/plain/': serve('text/html', '<!doctype html><title>x</title><p>hi</p>'),
      '/bad/': serve('text/html', homePage('/bad/feed.xml')),
      '/bad/feed.xml': serve('application/rss+xml', 'garbage <<<'),
    });
    const plain = await createLink(t, { url: `${sites.origin}/plain/` });
    const bad = await createLink(t, { url: `${sites.origin}/bad/` });
    await newJob().runOnce();
    expect(await feedOf(plain)).toMatchObject({
      reachable: 1,
      feed_url: null,
      feed_error: '网站上没有找到 RSS/Atom/JSON Feed',
    });
    expect(await feedOf(bad)).toMatchObject({
      reachable: 1,
      failures: 0,
      feed_url: `${sites.origin}/bad/feed.xml`,
      feed_error: '不是有效的 RSS/Atom/JSON Feed',
    });
  });
});
