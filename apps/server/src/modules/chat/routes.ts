import websocket from '@fastify/websocket';
import { CHAT_SOCKET_PATH } from '@blog/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { originOf } from '../../lib/origin';
import type { RedisHealth } from '../../lib/redis';
import { userFromToken } from '../../plugins/auth';
import { openConnection, type ChatDeps, type SendFrame } from './protocol';
import { ChatRoom } from './room';
import { SendLimit } from './send-limit';

/** A silent connection is checked this often. */
const PING_EVERY_MS = 30_000;
/** How often the logins of open sockets are checked again (a disabled account, a password change). */
const SESSION_CHECK_MS = 1000;

export interface ChatOptions {
  /** The app's Redis, when REDIS_URL is set: the room is shared by every process through it. */
  shared?: { client: Redis; health: RedisHealth };
}

/** The chat room at `GET /api/chat` (a WebSocket): its protocol is `chat.ts` of the contract. */
export const chatRoutes: FastifyPluginAsync<ChatOptions> = async (app, { shared }) => {
  const { messagesPerMinute, redisChannel } = app.ctx.config.chat;
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    // A process stopping (a restart, or one of several going away) closes each socket with 1012
    // "service restart": the page reconnects, through nginx to a process that runs.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1012, 'service restart');
      this.websocketServer.close();
      done();
    },
  });
  const room = new ChatRoom(app.log, redisChannel, shared);
  await room.start();
  app.addHook('onClose', () => room.stop());
  const limit = new SendLimit(messagesPerMinute, `${redisChannel}:sent`, shared);

  const sessions = watchSessions(app);
  const deps: ChatDeps = {
    ctx: app.ctx,
    tokens: app.tokens,
    room,
    limit,
    screenLine: (ip, text, owner) => app.moderation.screenLine(ip, text, owner),
    watchSession: sessions.watch,
  };

  const mountedAt = CHAT_SOCKET_PATH.replace(/\/[^/]+$/, '');
  const sameSite = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (allowedOrigin(request)) return done();
    void reply.code(403).send({ code: 403, message: '不允许从其他网站进入聊天室' });
  };
  app.get(
    CHAT_SOCKET_PATH.slice(mountedAt.length),
    { websocket: true, preValidation: sameSite },
    (socket, request) => {
      keepAlive(socket);
      const connection = openConnection(deps, socket, request.ip, request.log);
      socket.on('message', (data) => connection.receive(data));
      socket.on('close', () => {
        sessions.forget(socket);
        connection.closed();
      });
    },
  );
};

/**
 * A browser's socket may come from the blog's own pages only: another site could otherwise make its
 * visitors speak in the room as guests. The Origin's host must be the one the request was made to, or
 * the blog's own address; a client that is no browser sends none.
 */
function allowedOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === request.host || host === new URL(originOf(request)).host;
}

/**
 * The logins behind open sockets, checked again every second: a socket whose account was disabled, or
 * whose token a password change (or two-step login turned on or off) revoked, is told and closed, as
 * the HTTP API refuses that token at once.
 */
function watchSessions(app: FastifyInstance) {
  const open = new Map<WebSocket, { token: string; send: SendFrame }>();
  let checking = false;
  const check = async () => {
    if (checking || open.size === 0) return;
    checking = true;
    try {
      const verdicts = new Map<string, Promise<{ problem: string } | { user: unknown }>>();
      for (const [socket, { token, send }] of open) {
        let verdict = verdicts.get(token);
        if (!verdict) verdicts.set(token, (verdict = userFromToken(app.ctx, app.tokens, token)));
        const caller = await verdict;
        if (!('problem' in caller)) continue;
        open.delete(socket);
        send({ type: 'error', code: 401, message: caller.problem });
        socket.close(4401, 'session ended');
      }
    } catch (error) {
      app.log.error({ err: error }, 'chat: checking the logins of open sockets failed');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), SESSION_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return {
    watch: (socket: WebSocket, token: string, send: SendFrame) => open.set(socket, { token, send }),
    forget: (socket: WebSocket) => open.delete(socket),
  };
}

/** Pings the client now and then, and lets go of one that stopped answering (a lost network). */
function keepAlive(socket: WebSocket): void {
  let answered = true;
  socket.on('pong', () => (answered = true));
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, PING_EVERY_MS);
  timer.unref();
  socket.on('close', () => clearInterval(timer));
}
