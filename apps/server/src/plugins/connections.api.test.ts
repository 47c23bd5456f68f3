import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

/** A listening app with short limits, and a way to open raw connections to it. */
async function listening(overrides: Parameters<typeof createTestContext>[0]) {
  t = await createTestContext(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return async (): Promise<Socket> => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return socket;
  };
}

/** Milliseconds until the server ends `socket`, and what it said before. */
async function untilClosed(socket: Socket): Promise<{ ms: number; said: string }> {
  const started = Date.now();
  let said = '';
  socket.on('data', (chunk: Buffer) => (said += chunk.toString()));
  socket.on('error', () => undefined);
  await once(socket, 'close');
  return { ms: Date.now() - started, said };
}

const timeouts = { requestMs: 2000, headersMs: 1000, keepAliveMs: 1000, idleMs: 30_000 };

describe('slow clients', () => {
  it('closes a connection whose headers never end', async () => {
    const open = await listening({ timeouts });
    const socket = await open();
    socket.write('POST /api/user/login HTTP/1.1\r\nHost: blog\r\nX-Slow: ');
    const { ms, said } = await untilClosed(socket);
    expect(ms).toBeLessThan(5000);
    expect(said).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a request whose body trickles in a byte at a time', async () => {
    const open = await listening({ timeouts });
    const socket = await open();
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: blog\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const trickle = setInterval(() => socket.writable && socket.write('a'), 200);
    try {
      const { ms } = await untilClosed(socket);
      expect(ms).toBeLessThan(6000);
    } finally {
      clearInterval(trickle);
    }
  });
});

describe('connections per address', () => {
  it('refuses an address more open connections than its cap, and takes new ones as others close', async () => {
    const open = await listening({ maxConnectionsPerIp: 3 });
    const held = await Promise.all([open(), open(), open()]);
    const extra = await open();
    expect((await untilClosed(extra)).said).toBe('');
    // The ones held still work.
    held[0].write('GET /api/statistic HTTP/1.1\r\nHost: blog\r\nConnection: close\r\n\r\n');
    expect((await untilClosed(held[0])).said).toMatch(/^HTTP\/1\.1 200/);
    // One closed, so one more may open.
    const next = await open();
    next.write('GET /api/statistic HTTP/1.1\r\nHost: blog\r\nConnection: close\r\n\r\n');
    expect((await untilClosed(next)).said).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of held) socket.destroy();
  });

  it('leaves the cap to the proxy when the blog is behind one', async () => {
    const open = await listening({ maxConnectionsPerIp: 2, trustProxy: 1 });
    const held = await Promise.all([open(), open(), open()]);
    held[2].write('GET /api/statistic HTTP/1.1\r\nHost: blog\r\nConnection: close\r\n\r\n');
    expect((await untilClosed(held[2])).said).toMatch(/^HTTP\/1\.1 200/);
    for (const socket of held) socket.destroy();
  });
});
