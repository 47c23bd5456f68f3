import type { ChatServerFrame } from '@blog/contract';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { RedisHealth } from '../../lib/redis';

/** How often a process tells the others how many it holds, and when silence means it is gone. */
const PRESENCE_EVERY_MS = 15_000;
const PRESENCE_STALE_MS = 45_000;

/** What the processes of one blog say to each other on the room's channel. */
type Relayed =
  { from: string; frame: ChatServerFrame } | { from: string; online: number } | { from: string; ask: true };

interface Log {
  warn(message: string): void;
}

/**
 * The sockets in the room on this process, and, when Redis is set, the other processes' rooms: what
 * one process broadcasts reaches every socket of every process through the channel, and each tells
 * the others how many sockets it holds so that all show the same online count.
 */
export class ChatRoom {
  private readonly sockets = new Set<WebSocket>();
  private readonly id = randomUUID();
  /** The other processes' socket counts and when each last said so. */
  private readonly peers = new Map<string, { online: number; at: number }>();
  private subscriber: Redis | undefined;
  private timer: NodeJS.Timeout | undefined;
  private lastOnline = -1;

  constructor(
    private readonly log: Log,
    private readonly channel: string,
    private readonly shared?: { client: Redis; health: RedisHealth },
  ) {}

  /** Joins the channel (without Redis: nothing to join). Waits at most a second for Redis. */
  async start(): Promise<void> {
    if (!this.shared) return;
    const subscriber = this.shared.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('error', (error: unknown) => this.shared?.health.failed(error));
    subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    // Asked once subscribed, the others say how many they hold. After a reconnection ioredis
    // subscribes again by itself, and the heartbeats bring the counts back.
    const subscribed = subscriber.subscribe(this.channel).then(
      () => this.publish({ from: this.id, ask: true }),
      () => undefined,
    );
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    this.timer = setInterval(() => this.heartbeat(), PRESENCE_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (!this.subscriber) return;
    this.publish({ from: this.id, online: 0 });
    const subscriber = this.subscriber;
    // While Redis is away a polite QUIT would wait in the queue for it: then just hang up.
    if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
    else subscriber.disconnect();
  }

  /** Adds a socket that its welcome told the count; the others hear the new one. */
  join(socket: WebSocket): void {
    this.sockets.add(socket);
    this.countChanged(socket);
  }

  leave(socket: WebSocket): void {
    if (this.sockets.delete(socket)) this.countChanged();
  }

  /** Every socket of every process. */
  get online(): number {
    let total = this.sockets.size;
    for (const peer of this.peers.values()) total += peer.online;
    return total;
  }

  /** To every socket in the room, on this process and the others. */
  broadcast(frame: ChatServerFrame): void {
    this.sendLocally(frame);
    this.publish({ from: this.id, frame });
  }

  private sendLocally(frame: ChatServerFrame, except?: WebSocket): void {
    const text = JSON.stringify(frame);
    for (const socket of this.sockets)
      if (socket !== except && socket.readyState === socket.OPEN) socket.send(text);
  }

  private countChanged(except?: WebSocket): void {
    this.publish({ from: this.id, online: this.sockets.size });
    this.announceOnline(except);
  }

  /** Tells this process's sockets the online count when it changed. */
  private announceOnline(except?: WebSocket): void {
    const online = this.online;
    if (online === this.lastOnline) return;
    this.lastOnline = online;
    this.sendLocally({ type: 'online', online }, except);
  }

  private heartbeat(): void {
    const now = Date.now();
    for (const [id, peer] of this.peers) if (now - peer.at > PRESENCE_STALE_MS) this.peers.delete(id);
    this.publish({ from: this.id, online: this.sockets.size });
    this.announceOnline();
  }

  private publish(message: Relayed): void {
    if (!this.shared) return;
    const { client, health } = this.shared;
    client.publish(this.channel, JSON.stringify(message)).then(
      () => health.worked(),
      (error: unknown) => health.failed(error),
    );
  }

  private receive(text: string): void {
    let message: Relayed;
    try {
      message = JSON.parse(text) as Relayed;
    } catch {
      this.log.warn(`chat: an unreadable message on ${this.channel}`);
      return;
    }
    if (message.from === this.id) return;
    if ('frame' in message) {
      this.sendLocally(message.frame);
    } else if ('ask' in message) {
      this.publish({ from: this.id, online: this.sockets.size });
    } else {
      if (message.online > 0) this.peers.set(message.from, { online: message.online, at: Date.now() });
      else this.peers.delete(message.from);
      this.announceOnline();
    }
  }
}
