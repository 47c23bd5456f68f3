import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { prepare } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { readableLog } from './lib/log-format';
import { findFirstAdmin } from './modules/user/repository';
import { startBanner } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  const { ctx, seeded } = await prepare(config);
  for (const error of seeded?.articles?.errors ?? []) console.error(`示例文章没有导入：${error.message}`);

  // On a terminal the log is read by a person: a line each, not JSON (README "Logs").
  const app = await buildApp(ctx, {
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY ? { stream: readableLog(process.stdout) } : {}),
    },
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Draining (README "Scaling out"): the server stops accepting connections and closes the idle
    // ones; requests under way finish, and one arriving on an open connection meanwhile gets a 503
    // that nginx retries on another process (GET and the like). Chat sockets close with 1012 and the
    // pages reconnect elsewhere; the music lease is handed on; counted views and the mail being sent
    // are written; then the database closes (the app's preClose and onClose hooks).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const { port } = app.server.address() as AddressInfo;
  const owner = await findFirstAdmin(ctx.db.kysely);
  console.log(
    startBanner({
      url: `http://${shown}:${port}`,
      username: owner?.username ?? config.adminUsername,
      password: seeded?.generatedAdminPassword,
      guide: 'README.md 的「第一次使用」',
    }),
  );
  // Scanning (and, on a fresh install, writing the demo songs) happens while the blog already serves;
  // closing the app stops it.
  void app.music?.start();
  // The friends' feed reads other sites on its schedule (FRIEND_FEED_INTERVAL_MINUTES; 0 none).
  app.friendFeeds.start();
  // Pictures given by address that a save did not fetch (older rows, imports, failures a day later).
  app.remoteImages.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
