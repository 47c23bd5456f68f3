import { setHttpTransport } from './create-http-client';

/**
 * What the fake server does with one request: answer with a status and a body (JSON, or a string
 * as it is), fail like fetch does without a connection, or never answer (until the request is
 * aborted by its timeout or its signal).
 */
export type FakeReply = { status: number; data?: unknown } | { network: 'offline' | 'silent' };

export interface FakeServer {
  /** Every request the clients sent, as it left them (headers and body included). */
  readonly requests: Request[];
}

const NO_BODY = new Set([204, 205, 304]);

function respond(answer: { status: number; data?: unknown }): Response {
  const { status, data } = answer;
  const body =
    NO_BODY.has(status) || data === undefined ? null : typeof data === 'string' ? data : JSON.stringify(data);
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

function waitForAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const reason = (): Error =>
      signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
    signal.addEventListener('abort', () => reject(reason()), { once: true });
  });
}

/**
 * Test support: answers the HTTP clients through their transport hook instead of the network.
 * Call `setHttpTransport(undefined)` after the test.
 */
export function fakeServer(reply: FakeReply | ((request: Request) => FakeReply)): FakeServer {
  const requests: Request[] = [];
  setHttpTransport({
    origin: 'http://localhost',
    fetch: (request) => {
      // A copy: the client discards the request's body once it is answered.
      requests.push(request.clone());
      const answer = typeof reply === 'function' ? reply(request) : reply;
      if ('network' in answer) {
        return answer.network === 'offline'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : waitForAbort(request.signal);
      }
      return Promise.resolve(respond(answer));
    },
  });
  return { requests };
}
