import websocket from '@fastify/websocket';
import { CHAT_SOCKET_PATH, chatClientFrame, type ChatServerFrame } from '@blog/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/errors';
import { originOf } from '../../lib/origin';
import type { RedisHealth } from '../../lib/redis';
import { userFromToken } from '../../plugins/auth';
import { ChatRoom } from './room';
import { SendLimit } from './send-limit';
import * as service from './service';

/** A client that has not said hello by then is let go; a silent connection is checked this often. */
const HELLO_WITHIN_MS = 10_000;
const PING_EVERY_MS = 30_000;
/** Frames of any kind one socket may send in a window (the HTTP rate limit does not see frames). */
const FRAMES_PER_WINDOW = 60;
const FRAME_WINDOW_MS = 10_000;
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

  const mountedAt = CHAT_SOCKET_PATH.replace(/\/[^/]+$/, '');
  const sameSite = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (allowedOrigin(request)) return done();
    void reply.code(403).send({ code: 403, message: '不允许从其他网站进入聊天室' });
  };
  app.get(
    CHAT_SOCKET_PATH.slice(mountedAt.length),
    { websocket: true, preValidation: sameSite },
    (socket, request) => {
      const send = (frame: ChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      let speaker: service.Speaker | undefined;
      const helloTimer = setTimeout(() => socket.close(4001, 'hello expected'), HELLO_WITHIN_MS);
      keepAlive(socket);

      const handle = async (raw: string): Promise<void> => {
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          json = undefined;
        }
        const parsed = chatClientFrame.safeParse(json);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const ref = (json as { ref?: unknown } | undefined)?.ref;
          send({
            type: 'error',
            code: 400,
            message: issue?.path[0] === 'text' ? issue.message : '消息格式不正确',
            ref: typeof ref === 'string' ? ref.slice(0, 40) : undefined,
          });
          return;
        }
        const frame = parsed.data;
        const ref = 'ref' in frame ? frame.ref : undefined;
        try {
          if (frame.type === 'hello') {
            if (speaker) return;
            const who = await service.identify(app.ctx, app.tokens, frame);
            clearTimeout(helloTimer);
            speaker = who.speaker;
            if (frame.token && who.speaker.userId !== null) sessions.watch(socket, frame.token, send);
            const page = await service.history(app.ctx);
            room.join(socket);
            send({ type: 'welcome', self: who.self, ...page, online: room.online });
            return;
          }
          if (!speaker) {
            send({ type: 'error', code: 401, message: '请先进入聊天室', ref });
            return;
          }
          const now = Date.now();
          switch (frame.type) {
            case 'send': {
              if (!(await limit.take(request.ip))) {
                send({ type: 'error', code: 429, message: '发言太快了，请稍后再试', ref });
                return;
              }
              await app.moderation.screenLine(request.ip, frame.text, speaker.isOwner);
              const message = await service.send(app.ctx, speaker, frame.text, now);
              room.broadcast({ type: 'message', message, ref });
              return;
            }
            case 'history':
              send({
                type: 'history',
                before: frame.before,
                ...(await service.history(app.ctx, frame.before)),
              });
              return;
            case 'recall':
              room.broadcast({
                type: 'recalled',
                ...(await service.recall(app.ctx, speaker, frame.id, now)),
              });
              return;
            case 'delete':
              await service.deleteLine(app.ctx, speaker, frame.id);
              room.broadcast({ type: 'deleted', id: frame.id });
              return;
            case 'clear':
              await service.clear(app.ctx, speaker);
              room.broadcast({ type: 'cleared' });
              return;
          }
        } catch (error) {
          if (!(error instanceof AppError)) {
            request.log.error({ err: error }, 'chat: a frame failed');
            send({ type: 'error', code: 500, message: '服务器开小差了，请稍后再试', ref });
            return;
          }
          send({ type: 'error', code: error.statusCode, message: error.message, ref });
          if (frame.type === 'hello') socket.close(4001, 'hello refused');
        }
      };

      // One frame at a time, in the order they came; past the budget a frame is answered and dropped.
      let queue = Promise.resolve();
      let budget = { start: Date.now(), frames: 0 };
      socket.on('message', (data) => {
        const now = Date.now();
        if (now - budget.start >= FRAME_WINDOW_MS) budget = { start: now, frames: 0 };
        if (++budget.frames > FRAMES_PER_WINDOW) {
          if (budget.frames === FRAMES_PER_WINDOW + 1)
            send({ type: 'error', code: 429, message: '操作太频繁，请稍后再试' });
          return;
        }
        const text = Array.isArray(data)
          ? Buffer.concat(data).toString()
          : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString();
        queue = queue.then(() => handle(text));
      });
      socket.on('close', () => {
        clearTimeout(helloTimer);
        sessions.forget(socket);
        room.leave(socket);
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
  const open = new Map<WebSocket, { token: string; send: (frame: ChatServerFrame) => void }>();
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
    watch: (socket: WebSocket, token: string, send: (frame: ChatServerFrame) => void) =>
      open.set(socket, { token, send }),
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
