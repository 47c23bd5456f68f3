import { buildApp } from './app';
import { describeSeed, prepare } from './bootstrap';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const { ctx, seeded } = await prepare(config);
  for (const line of describeSeed(seeded, config.adminUsername)) console.log(line);

  const app = await buildApp(ctx);
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
  console.log(`博客已启动：http://${shown}:${config.port}`);
  // Scanning (and, on a fresh install, writing the demo songs) happens while the blog already serves;
  // closing the app stops it.
  void app.music?.start();
  // The friends' feed reads other sites on its schedule (FRIEND_FEED_INTERVAL_MINUTES; 0 none).
  app.friendFeeds.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
