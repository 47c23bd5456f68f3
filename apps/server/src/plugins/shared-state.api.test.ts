import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, type TestContext as VitestContext } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createConsoleUsers } from '../test/admin-fixtures';
import { createTestContext, type TestContext } from '../test/context';
import { createSiteConfig, createTag } from '../test/fixtures';
import { ownRedis } from '../test/own-redis';

/**
 * Two apps on one database and one Redis are two processes of one blog behind a proxy
 * (README "Scaling out"): what one learns, the other knows.
 */

let t: TestContext | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t?.dispose();
  t = undefined;
});

async function redisOrSkip(context: VitestContext) {
  const redis = await ownRedis();
  if (!redis) {
    if (process.env.CI === 'true') throw new Error('redis-server is required in CI');
    context.skip();
  }
  cleanups.push(() => redis.stop());
  return redis;
}

/** Another process of `t`'s blog: the same database and configuration, an app of its own. */
async function otherProcess(config: Partial<Config> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-test-'));
  const app = await buildApp(
    { config: { ...t!.config, dataDir, ...config }, db: { ...t!.db, close: async () => undefined } },
    { logger: false },
  );
  cleanups.push(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

const tagNames = async (app: TestContext['app']) =>
  (await app.inject('/api/tag/getTagDictionary'))
    .json<{ result: { tag_name: string }[] }>()
    .result.map((tag) => tag.tag_name)
    .sort();

describe('the read cache of several processes', () => {
  it('is forgotten in every process when one writes, and bounded by READ_CACHE_MS while Redis is away', async (context) => {
    const redis = await redisOrSkip(context);
    const shared = {
      readCacheMs: 60_000,
      redisUrl: redis.url,
      redisPrefix: `test-${randomBytes(4).toString('hex')}:`,
    };
    t = await createTestContext(shared);
    const other = await otherProcess();
    await createSiteConfig(t);
    const { admin } = await createConsoleUsers(t);
    await createTag(t, '缓存前');
    expect(await tagNames(other)).toEqual(['缓存前']);

    // A write through the first process: the other's next read is fresh.
    const write = (name: string) =>
      t!.app.inject({ method: 'POST', url: '/api/admin/tags', headers: admin, payload: { name } });
    expect((await write('第一个进程写的')).statusCode).toBe(200);
    await expect
      .poll(() => tagNames(other), { timeout: 2000, interval: 20 })
      .toEqual(['第一个进程写的', '缓存前']);

    // Redis away: the news cannot travel; the other keeps its copy (for at most READ_CACHE_MS) …
    await redis.stop();
    expect((await write('Redis 不在时写的')).statusCode).toBe(200);
    expect(await tagNames(t.app)).toContain('Redis 不在时写的');
    expect(await tagNames(other)).not.toContain('Redis 不在时写的');
    // … and forgets everything when Redis is back, since it may have missed news.
    await redis.start();
    await expect
      .poll(() => tagNames(other), { timeout: 10_000, interval: 100 })
      .toContain('Redis 不在时写的');
  });
});

describe('counters of several processes', () => {
  it('count the guarded writes of one address together for the captcha', async (context) => {
    const redis = await redisOrSkip(context);
    const prefix = `test-${randomBytes(4).toString('hex')}:`;
    t = await createTestContext({ redisUrl: redis.url, redisPrefix: prefix, captchaAfter: 2 });
    const other = await otherProcess();
    await createSiteConfig(t);
    const post = (app: TestContext['app'], i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/message/add',
        remoteAddress: '203.0.113.77',
        payload: { message: `第 ${i} 条留言`, nick_name: '访客' },
      });
    const statuses = [];
    for (const [i, app] of [t.app, other, t.app].entries()) statuses.push((await post(app, i)).statusCode);
    // Two free a minute for the address, wherever they land; the third asks for the captcha.
    expect(statuses).toEqual([200, 200, 428]);
  });
});
