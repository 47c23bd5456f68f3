import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection, type SocketLike } from './chat-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  dropped() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const welcome = {
  type: 'welcome',
  self: { user_id: null, nick_name: '游客abcde', avatar: null, is_owner: false, guest_token: 't' },
  messages: [],
  has_more: false,
  online: 1,
};

let sockets: FakeSocket[];
let network: EventTarget;
const events = { frames: [] as string[], lost: 0, refused: [] as string[] };
const connect = () =>
  new ChatConnection({
    url: 'ws://blog.test/api/chat',
    hello: () => ({ type: 'hello' }),
    onFrame: (frame) => events.frames.push(frame.type),
    onLost: () => (events.lost += 1),
    onRefused: (message) => events.refused.push(message),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    network,
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  network = new EventTarget();
  events.frames = [];
  events.lost = 0;
  events.refused = [];
});
afterEach(() => vi.useRealTimers());

describe('ChatConnection', () => {
  it('says hello on open, and sends only once welcomed', () => {
    const connection = connect();
    connection.start();
    expect(connection.send({ type: 'send', text: '早' })).toBe(false);
    sockets[0]!.opened();
    expect(sockets[0]!.sent).toEqual(['{"type":"hello"}']);
    sockets[0]!.receive(welcome);
    expect(events.frames).toEqual(['welcome']);
    expect(connection.send({ type: 'send', text: '早' })).toBe(true);
    expect(sockets[0]!.sent[1]).toBe('{"type":"send","text":"早"}');
  });

  it('reconnects after 1, 2, 4 … seconds, at once when the network is back, and starts over once welcomed', () => {
    const connection = connect();
    connection.start();
    sockets[0]!.opened();
    sockets[0]!.receive(welcome);
    sockets[0]!.dropped();
    expect(events.lost).toBe(1);
    expect(connection.send({ type: 'clear' })).toBe(false);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.dropped();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    network.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(3);
    sockets[2]!.opened();
    sockets[2]!.receive(welcome);
    sockets[2]!.dropped();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    connection.stop();
    sockets[3]!.dropped();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
  });

  it('stops when the hello is refused, and says why', () => {
    const connection = connect();
    connection.start();
    sockets[0]!.opened();
    sockets[0]!.receive({ type: 'error', code: 401, message: '游客昵称无效' });
    sockets[0]!.dropped();
    vi.advanceTimersByTime(60_000);
    expect(events.refused).toEqual(['游客昵称无效']);
    expect(events.lost).toBe(0);
    expect(sockets).toHaveLength(1);
    expect(connection.send({ type: 'clear' })).toBe(false);
  });

  it('stops, and says why, when the login ends while in the room (the server closes the socket)', () => {
    const connection = connect();
    connection.start();
    sockets[0]!.opened();
    sockets[0]!.receive(welcome);
    sockets[0]!.receive({ type: 'error', code: 401, message: '账号已被停用' });
    sockets[0]!.dropped();
    vi.advanceTimersByTime(60_000);
    expect(events.refused).toEqual(['账号已被停用']);
    expect(sockets).toHaveLength(1);
    expect(connection.send({ type: 'clear' })).toBe(false);
  });
});
