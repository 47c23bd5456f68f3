import { chatServerFrame, type ChatClientFrame, type ChatServerFrame } from '@blog/contract';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';

type FrameOf<T extends ChatServerFrame['type']> = Extract<ChatServerFrame, { type: T }>;

/**
 * A chat room client over a real WebSocket, for API tests: it keeps every frame the server sends
 * (each checked against the contract) and waits for the next one of a kind.
 */
export class ChatClient {
  private readonly frames: ChatServerFrame[] = [];
  private readonly waiting: {
    test: (frame: ChatServerFrame) => boolean;
    resolve: (f: ChatServerFrame) => void;
  }[] = [];
  readonly closed: Promise<number>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = chatServerFrame.parse(JSON.parse((data as Buffer).toString()));
      const index = this.waiting.findIndex((waiter) => waiter.test(frame));
      if (index < 0) this.frames.push(frame);
      else this.waiting.splice(index, 1)[0]!.resolve(frame);
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  /** Connects to the app, which must be listening, without saying hello. */
  static async connect(app: FastifyInstance): Promise<ChatClient> {
    const { port } = app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new ChatClient(socket);
  }

  /** Connects and says hello; resolves with the welcome. */
  static async enter(
    app: FastifyInstance,
    hello: Omit<Extract<ChatClientFrame, { type: 'hello' }>, 'type'> = {},
  ): Promise<{ client: ChatClient; welcome: FrameOf<'welcome'> }> {
    const client = await ChatClient.connect(app);
    client.send({ type: 'hello', ...hello });
    return { client, welcome: await client.next('welcome') };
  }

  send(frame: ChatClientFrame | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** The next frame of this type (one already received first), skipping none of the others. */
  next<T extends ChatServerFrame['type']>(
    type: T,
    matches: (frame: FrameOf<T>) => boolean = () => true,
  ): Promise<FrameOf<T>> {
    const test = (frame: ChatServerFrame) => frame.type === type && matches(frame as FrameOf<T>);
    const index = this.frames.findIndex(test);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as FrameOf<T>);
    return new Promise((resolve) =>
      this.waiting.push({ test, resolve: (frame) => resolve(frame as FrameOf<T>) }),
    );
  }

  /** Frames received and not yet taken by `next`, of one type. */
  pending(type: ChatServerFrame['type']): ChatServerFrame[] {
    return this.frames.filter((frame) => frame.type === type);
  }

  close(): Promise<number> {
    this.socket.close();
    return this.closed;
  }
}

/** The app listening on a free port of 127.0.0.1 (a WebSocket needs a real connection). */
export async function listen(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
}
