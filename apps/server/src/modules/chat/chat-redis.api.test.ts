import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import type { Config } from '../../config';
import { buildApp } from '../../app';
import { ChatClient, listen } from '../../test/chat-client';
import { ownRedis } from '../../test/own-redis';
import { useTestContext } from '../../test/context';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const t = useTestContext({ redisUrl: REDIS_URL });

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  probe.disconnect();
  return up;
}

/** Another process of the same blog: the same database and configuration (and so channel), its own app. */
async function otherProcess(config: Partial<Config> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-test-'));
  const app = await buildApp(
    { config: { ...t.config, dataDir, ...config }, db: { ...t.db, close: async () => undefined } },
    { logger: false },
  );
  await listen(app);
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function skipWithoutRedis(context: TestContext): Promise<void> {
  if (await redisAnswers()) return;
  if (process.env.CI === 'true') throw new Error(`Redis is required in CI but ${REDIS_URL} does not answer`);
  context.skip();
}

describe('chat room shared through Redis', () => {
  it('two app processes on one database and REDIS_URL are one room: lines, recalls and the online count', async (context) => {
    await skipWithoutRedis(context);
    const other = await otherProcess();
    try {
      await listen(t.app);
      const first = await ChatClient.enter(t.app);
      const second = await ChatClient.enter(other.app);
      expect(await first.client.next('online')).toEqual({ type: 'online', online: 2 });

      first.client.send({ type: 'send', text: '从一号进程来' });
      const { message } = await second.client.next('message');
      expect(message).toMatchObject({ text: '从一号进程来', nick_name: first.welcome.self.nick_name });
      await first.client.next('message');

      // The guest's name and token work on either process: it recalls its line through the other one.
      const again = await ChatClient.enter(other.app, {
        guest_name: first.welcome.self.nick_name,
        guest_token: first.welcome.self.guest_token!,
      });
      again.client.send({ type: 'recall', id: message.id });
      for (const client of [first.client, second.client, again.client])
        expect(await client.next('recalled')).toMatchObject({ id: message.id });

      await second.client.close();
      await again.client.close();
      expect(await first.client.next('online', (frame) => frame.online === 1)).toEqual({
        type: 'online',
        online: 1,
      });
    } finally {
      await other.close();
    }
  });

  it('counts an address’s lines across the processes', async (context) => {
    await skipWithoutRedis(context);
    const limited = { chat: { ...t.config.chat, messagesPerMinute: 3 } };
    const one = await otherProcess(limited);
    const two = await otherProcess(limited);
    try {
      const clients = [(await ChatClient.enter(one.app)).client, (await ChatClient.enter(two.app)).client];
      // Three lines, from the one address, through either process; the fourth is one too many.
      for (const [index, client] of [clients[0]!, clients[1]!, clients[0]!].entries()) {
        client.send({ type: 'send', text: '一句', ref: `r${index}` });
        await client.next('message', (frame) => frame.ref === `r${index}`);
      }
      clients[1]!.send({ type: 'send', text: '一句', ref: 'r3' });
      expect(await clients[1]!.next('error')).toMatchObject({ code: 429, ref: 'r3' });
      expect(await t.db.kysely.selectFrom('chat_messages').selectAll().execute()).toHaveLength(3);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('goes on in each process while Redis is away, and closes without waiting for it', async (context) => {
    const redis = await ownRedis();
    if (!redis) {
      if (process.env.CI === 'true') throw new Error('redis-server is required in CI');
      return context.skip();
    }
    const alone = await otherProcess({ redisUrl: redis.url });
    try {
      const speaker = await ChatClient.enter(alone.app);
      const listener = await ChatClient.enter(alone.app);
      await redis.stop();
      speaker.client.send({ type: 'send', text: 'Redis 不在也能聊' });
      expect((await listener.client.next('message')).message.text).toBe('Redis 不在也能聊');
      await redis.start();
      speaker.client.send({ type: 'send', text: '它回来了' });
      expect((await listener.client.next('message')).message.text).toBe('它回来了');
      await redis.stop();
    } finally {
      await alone.close();
      await redis.stop();
    }
  });
});
