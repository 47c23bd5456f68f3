import type { ChatClientFrame, ChatServerFrame } from '@blog/contract';

export type HelloFrame = Extract<ChatClientFrame, { type: 'hello' }>;

/** The waits between attempts to reconnect; the last repeats until the room answers again. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000];

/** The socket methods the connection uses (a browser WebSocket; a fake one in tests). */
export interface SocketLike {
  readyState: number;
  send(text: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
}

export interface ChatConnectionOptions {
  url: string;
  /** The first frame of every connection (asked each time: the identity may have changed meanwhile). */
  hello: () => HelloFrame;
  onFrame: (frame: ChatServerFrame) => void;
  /** The connection dropped; it is being tried again. */
  onLost: () => void;
  /** The hello was refused (`error` 401): the connection stops until started again. */
  onRefused: (message: string) => void;
  createSocket?: (url: string) => SocketLike;
  /** Where to hear that the network is back (the browser's window). */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const OPEN = 1;

/**
 * One WebSocket to the chat room that comes back by itself after a network loss: it tries again
 * after 1, 2, 4, 8 and then every 10 seconds, and at once when the browser says it is online again.
 */
export class ChatConnection {
  private socket: SocketLike | undefined;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private welcomed = false;
  private stopped = true;

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.network?.addEventListener('online', this.retryNow);
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.options.network?.removeEventListener('online', this.retryNow);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  /** Sends a frame; false when the room is not reachable now. */
  send(frame: ChatClientFrame): boolean {
    if (!this.welcomed || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private readonly retryNow = (): void => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.timer);
    this.open();
  };

  private open(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
    const socket = create(this.options.url);
    this.socket = socket;
    this.welcomed = false;
    socket.onopen = () => socket.send(JSON.stringify(this.options.hello()));
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.stopped) return;
      this.options.onLost();
      const delay = RETRY_DELAYS_MS[Math.min(this.attempts, RETRY_DELAYS_MS.length - 1)]!;
      this.attempts += 1;
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  private receive(data: unknown): void {
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(String(data)) as ChatServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'welcome') {
      this.welcomed = true;
      this.attempts = 0;
    }
    // Refused at hello, or the login ended while in the room (the account disabled, the token revoked):
    // reconnecting with the same login would only be refused again.
    if (frame.type === 'error' && frame.code === 401) {
      this.stop();
      this.options.onRefused(frame.message);
      return;
    }
    this.options.onFrame(frame);
  }
}
