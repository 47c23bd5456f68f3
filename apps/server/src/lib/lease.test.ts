import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { ownRedis } from '../test/own-redis';
import { Lease, MemoryLeaseStore, RedisLeaseStore, type LeaseStore } from './lease';

const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** A job under lease `name`: says whether it runs now. */
function job(store: LeaseStore, ttlMs: number) {
  const state = { running: false, starts: 0 };
  const lease = new Lease(store, 'scan', {
    ttlMs,
    log: { warn: () => undefined },
    onGained: () => {
      state.running = true;
      state.starts += 1;
    },
    onLost: () => (state.running = false),
  });
  stops.push(() => lease.stop());
  return { lease, state };
}

describe('Lease', () => {
  it('runs a job in one holder at a time, and hands it on when the holder stops', async () => {
    const store = new MemoryLeaseStore();
    const one = job(store, 300);
    const two = job(store, 300);
    await one.lease.start();
    await two.lease.start();
    expect([one.state.running, two.state.running]).toEqual([true, false]);
    await one.lease.stop();
    expect(one.state.running).toBe(false);
    await expect.poll(() => two.state.running, { timeout: 2000, interval: 20 }).toBe(true);
  });

  it('in Redis: another process takes over within the lease when the holder dies unreleased', async (context) => {
    const redis = await ownRedis();
    if (!redis) {
      if (process.env.CI === 'true') throw new Error('redis-server is required in CI');
      return context.skip();
    }
    stops.push(() => redis.stop());
    const clients = [new Redis(redis.url), new Redis(redis.url)];
    stops.push(() => clients.forEach((client) => client.disconnect()));
    const [a, b] = clients.map((client) => new RedisLeaseStore(client, 'test:lease:'));
    // The holder's renewals, counted as the store grants them.
    let renewals = 0;
    const renew = a!.renew.bind(a);
    a!.renew = async (...args) => {
      const renewed = await renew(...args);
      if (renewed) renewals++;
      return renewed;
    };
    const one = job(a!, 600);
    const two = job(b!, 600);
    await one.lease.start();
    const taken = Date.now();
    await two.lease.start();
    expect([one.state.running, two.state.running]).toEqual([true, false]);
    // Renewed past its lifetime while the holder lives: the holder renewed until its first 600 ms ran out.
    await expect
      .poll(() => renewals >= 3 && Date.now() - taken > 600, { timeout: 5000, interval: 20 })
      .toBe(true);
    expect([one.state.running, two.state.running]).toEqual([true, false]);

    // The holder's process dies: nobody releases, the lease runs out, the other takes it.
    clients[0]!.disconnect();
    const died = Date.now();
    await expect.poll(() => two.state.running, { timeout: 3000, interval: 20 }).toBe(true);
    expect(Date.now() - died).toBeLessThan(1500);
    // The old holder, cut off, stopped its job when it could not renew.
    await expect.poll(() => one.state.running, { timeout: 3000, interval: 20 }).toBe(false);
    expect(two.state.starts).toBe(1);
  });
});
