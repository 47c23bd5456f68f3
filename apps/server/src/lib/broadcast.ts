import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis';

export type BroadcastHandler = (message: Record<string, unknown>) => void;

/**
 * News every app process hears (Redis pub/sub on one channel): "a write happened, forget your
 * cached reads", "the music library changed". Each message is handled in the sending process at
 * once and in the others when Redis delivers it; without REDIS_URL only here. While Redis is away
 * messages are lost, so when the subscriber is back every process is told `reconnected` and treats
 * it as news of everything (the read caches empty themselves).
 */
export class Broadcast {
  readonly #id = randomUUID();
  readonly #handlers = new Map<string, Set<BroadcastHandler>>();
  #subscriber: Redis | undefined;

  constructor(private readonly shared?: { client: Redis; health: RedisHealth; channel: string }) {}

  /** Subscribes (waits at most a second for Redis: the app serves meanwhile, on its own). */
  async start(): Promise<void> {
    if (!this.shared) return;
    const { client, health, channel } = this.shared;
    const subscriber = client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.#subscriber = subscriber;
    let lost = false;
    subscriber.on('error', (error: unknown) => {
      lost = true;
      health.failed(error);
    });
    subscriber.on('close', () => (lost = true));
    subscriber.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.#deliver('reconnected', {});
    });
    subscriber.on('message', (_channel: string, text: string) => {
      let message: { from?: string; topic?: string; body?: Record<string, unknown> };
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        return;
      }
      if (message.from === this.#id || typeof message.topic !== 'string') return;
      this.#deliver(message.topic, message.body ?? {});
    });
    const subscribed = subscriber.subscribe(channel).catch(() => undefined);
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }

  async stop(): Promise<void> {
    const subscriber = this.#subscriber;
    if (!subscriber) return;
    this.#subscriber = undefined;
    if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
    else subscriber.disconnect();
  }

  /** Calls `handler` for each message on `topic`, from this process or another. */
  on(topic: string, handler: BroadcastHandler): void {
    const handlers = this.#handlers.get(topic) ?? new Set();
    handlers.add(handler);
    this.#handlers.set(topic, handlers);
  }

  /** Handles `topic` here now and sends it to the other processes (never fails: Redis may be away). */
  publish(topic: string, body: Record<string, unknown> = {}): void {
    this.#deliver(topic, body);
    if (!this.shared) return;
    const { client, health, channel } = this.shared;
    client.publish(channel, JSON.stringify({ from: this.#id, topic, body })).then(
      () => health.worked(),
      (error: unknown) => health.failed(error),
    );
  }

  #deliver(topic: string, body: Record<string, unknown>): void {
    for (const handler of this.#handlers.get(topic) ?? []) handler(body);
  }
}
