import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ChatClient, listen } from '../../test/chat-client';
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

describe('chat room shared through Redis', () => {
  it('two app processes on one database and REDIS_URL are one room: lines, recalls and the online count', async (context) => {
    if (!(await redisAnswers())) {
      if (process.env.CI === 'true')
        throw new Error(`Redis is required in CI but ${REDIS_URL} does not answer`);
      context.skip();
    }
    // A second process: the same database, configuration and channel (unique to this test), its own app.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-test-'));
    const other = await buildApp(
      { config: { ...t.config, dataDir }, db: { ...t.db, close: async () => undefined } },
      { logger: false },
    );
    try {
      await listen(t.app);
      await listen(other);
      const first = await ChatClient.enter(t.app);
      const second = await ChatClient.enter(other);
      expect(await first.client.next('online')).toEqual({ type: 'online', online: 2 });

      first.client.send({ type: 'send', text: '从一号进程来' });
      const { message } = await second.client.next('message');
      expect(message).toMatchObject({ text: '从一号进程来', nick_name: first.welcome.self.nick_name });
      await first.client.next('message');

      // The guest's name and token work on either process: it recalls its line through the other one.
      const again = await ChatClient.enter(other, {
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
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
