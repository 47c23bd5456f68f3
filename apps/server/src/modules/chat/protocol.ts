import { chatClientFrame, type ChatServerFrame } from '@blog/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Tokens } from '../../lib/tokens';
import type { ChatRoom } from './room';
import type { SendLimit } from './send-limit';
import * as service from './service';

/** A client that has not said hello by then is let go. */
const HELLO_WITHIN_MS = 10_000;
/** Frames of any kind one socket may send in a window (the HTTP rate limit does not see frames). */
const FRAMES_PER_WINDOW = 60;
const FRAME_WINDOW_MS = 10_000;

export type SendFrame = (frame: ChatServerFrame) => void;

/** What every connection of the room shares; routes.ts builds it once. */
export interface ChatDeps {
  ctx: AppContext;
  tokens: Tokens;
  room: ChatRoom;
  /** Lines a minute per address, across the processes when Redis is set. */
  limit: SendLimit;
  /** Moderation of a line: a banned address, a refused word or too many links is refused. */
  screenLine: (ip: string, text: string, owner: boolean) => Promise<void>;
  /** Closes the socket once the login behind its token ends (a disabled account, a password change). */
  watchSession: (socket: WebSocket, token: string, send: SendFrame) => void;
}

/**
 * One socket's side of the chat protocol (`chat.ts` of the contract): `hello` first, then lines,
 * history, recalls and the owner's deletions, each answered or broadcast to the room. Frames are
 * handled one at a time in the order they came; past the budget a frame is answered and dropped.
 * `ip` and `log` are the request's that opened the socket.
 */
export function openConnection(deps: ChatDeps, socket: WebSocket, ip: string, log: FastifyBaseLogger) {
  const { ctx, room } = deps;
  const send: SendFrame = (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  let speaker: service.Speaker | undefined;
  const helloTimer = setTimeout(() => socket.close(4001, 'hello expected'), HELLO_WITHIN_MS);

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
        const who = await service.identify(ctx, deps.tokens, frame);
        clearTimeout(helloTimer);
        speaker = who.speaker;
        if (frame.token && who.speaker.userId !== null) deps.watchSession(socket, frame.token, send);
        const page = await service.history(ctx);
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
          if (!(await deps.limit.take(ip))) {
            send({ type: 'error', code: 429, message: '发言太快了，请稍后再试', ref });
            return;
          }
          await deps.screenLine(ip, frame.text, speaker.isOwner);
          const message = await service.send(ctx, speaker, frame.text, now);
          room.broadcast({ type: 'message', message, ref });
          return;
        }
        case 'history':
          send({ type: 'history', before: frame.before, ...(await service.history(ctx, frame.before)) });
          return;
        case 'recall':
          room.broadcast({ type: 'recalled', ...(await service.recall(ctx, speaker, frame.id, now)) });
          return;
        case 'delete':
          await service.deleteLine(ctx, speaker, frame.id);
          room.broadcast({ type: 'deleted', id: frame.id });
          return;
        case 'clear':
          await service.clear(ctx, speaker);
          room.broadcast({ type: 'cleared' });
          return;
      }
    } catch (error) {
      if (!(error instanceof AppError)) {
        log.error({ err: error }, 'chat: a frame failed');
        send({ type: 'error', code: 500, message: '服务器开小差了，请稍后再试', ref });
        return;
      }
      send({ type: 'error', code: error.statusCode, message: error.message, ref });
      if (frame.type === 'hello') socket.close(4001, 'hello refused');
    }
  };

  let queue = Promise.resolve();
  let budget = { start: Date.now(), frames: 0 };
  return {
    /** A frame the socket received. */
    receive(data: RawData): void {
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
    },
    /** The socket closed: it leaves the room. */
    closed(): void {
      clearTimeout(helloTimer);
      room.leave(socket);
    },
  };
}
