import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** A Redis of the test's own, on a free port, that the test may stop and start again. */
export async function ownRedis(): Promise<
  { url: string; stop(): Promise<void>; start(): Promise<void> } | undefined
> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));
  if (!binary) return undefined;
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis(`redis://127.0.0.1:${port}`, {
      retryStrategy: () => 50,
      maxRetriesPerRequest: null,
    });
    await probe.ping();
    probe.disconnect();
  };
  const stop = async () => {
    // Stopped already: a killed process has a signal, not an exit code.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
