import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { TrustProxy } from './config';
import type { AppContext } from './context';
import { adminRoutes } from './modules/admin';
import { articleRoutes } from './modules/article/routes';
import { createViewCounter } from './modules/article/service';
import { Moderation } from './modules/moderation/moderation';
import { captchaRoutes } from './modules/moderation/routes';
import { SiteOrigin } from './modules/site/site-origin';
import type { ViewCounter } from './modules/article/view-counter';
import { chatRoutes } from './modules/chat/routes';
import { commentRoutes } from './modules/comment/routes';
import { guestRoutes } from './modules/guest/routes';
import { feedRoutes } from './modules/feed/routes';
import { ICON_BUILD_FILES } from './modules/favicon/icon-files';
import { faviconRoutes } from './modules/favicon/routes';
import { webManifestRoutes } from './modules/pages/web-manifest';
import { pageRenderer } from './modules/pages/page-renderer';
import { musicApiRoutes, musicMediaRoutes } from './modules/music/routes';
import { MUSIC_API_PREFIX } from '@blog/contract/music-routes';
import { likeRoutes } from './modules/like/routes';
import { linkRoutes } from './modules/link/routes';
import { mailPages } from './modules/mail/pages';
import { mailRoutes } from './modules/mail/routes';
import { logRequests } from './lib/request-log';
import { MailService } from './modules/mail/service';
import { PasswordResets } from './modules/user/password-reset';
import { messageRoutes } from './modules/message/routes';
import { notifyRoutes } from './modules/notify/routes';
import { photoRoutes } from './modules/photo/routes';
import { redirectFor } from './modules/redirect/service';
import { resourceRoutes } from './modules/resource/routes';
import { siteRoutes } from './modules/site/routes';
import { visitRoutes } from './modules/stats/routes';
import { createVisitCounter } from './modules/stats/service';
import type { VisitCounter } from './modules/stats/visit-counter';
import { talkRoutes } from './modules/talk/routes';
import { taxonomyRoutes } from './modules/taxonomy/routes';
import { uploadRoutes } from './modules/upload/routes';
import { userRoutes } from './modules/user/routes';
import {
  FallbackBackoffStore,
  MemoryBackoffStore,
  RedisBackoffStore,
  type BackoffStore,
} from './lib/backoff-store';
import { Broadcast } from './lib/broadcast';
import { MemoryLeaseStore, RedisLeaseStore, type LeaseStore } from './lib/lease';
import { connectRedis, RedisHealth } from './lib/redis';
import { WindowCounts } from './lib/window-counts';
import { MusicLibrary } from './modules/music/library/library';
import { friendFeedRoutes } from './modules/friend-feed/routes';
import { FriendFeeds } from './modules/friend-feed/service';
import { pictureAnswers } from './modules/remote-image/answers';
import { remotePictureRoutes } from './modules/remote-image/routes';
import { RemoteImages } from './modules/remote-image/schedule';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { readCachePlugin } from './plugins/read-cache';
import { securityPlugin } from './plugins/security';
import { readAppPage, spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The blog's own address for absolute links (lib/origin.ts `originOf`; modules/site/site-origin.ts). */
    siteOrigin: SiteOrigin;
    /** Article views, written in batches; see modules/article/view-counter.ts. */
    articleViews: ViewCounter;
    /** Page views and visitors for the visitor statistics, written in batches (modules/stats). */
    visits: VisitCounter;
    /** Failed logins and such (lib/login-guard.ts): in Redis when REDIS_URL is set, else in memory. */
    backoffStore: BackoffStore;
    /**
     * Counts over time windows shared by every process (captcha thresholds, spent solutions, view
     * and play de-duplication): in Redis with REDIS_URL, else in this process; lib/window-counts.ts.
     */
    counts: WindowCounts;
    /** News for every app process (Redis pub/sub), such as "forget cached reads"; lib/broadcast.ts. */
    broadcast: Broadcast;
    /**
     * Leases of jobs that run in one process at a time (lib/lease.ts): in Redis with REDIS_URL, else
     * in this process.
     */
    leases: LeaseStore;
    /**
     * The built-in music library (modules/music/library/library.ts), the one thing that scans it; undefined when /wapi
     * goes to an upstream server. Built stopped: `main.ts` starts it once the server listens.
     */
    music: MusicLibrary | undefined;
    /** The friends' feed 朋友圈 and the links' health; built stopped, `main.ts` starts its schedule. */
    friendFeeds: FriendFeeds;
    /**
     * Pictures given by address, fetched into the uploads (modules/remote-image): the schedule for
     * those a save did not fetch. Built stopped; `main.ts` starts it.
     */
    remoteImages: RemoteImages;
  }
}

export interface BuildOptions {
  /** Pino logger settings; false silences the server (tests). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The clock the visitor statistics cut days by (tests move it to the next day). */
  now?: () => Date;
}

/** TRUST_PROXY as Fastify takes it: a hop count as "the first n hops are proxies". */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Closes a new connection from an address that already holds `max` open ones (0: no cap). Behind a
 * proxy every connection comes from the proxy, so there the cap is the proxy's (deploy/nginx.conf).
 */
function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Builds the whole application without listening: `main.ts` listens, tests call `inject()`. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { timeouts } = ctx.config;
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    // One line per answered request, at debug (lib/request-log.ts), instead of Fastify's two at info.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // The original front end asks for `/wapi//song/detail`: a doubled slash is the same path.
    routerOptions: { ignoreDuplicateSlashes: true },
    // A client that sends slowly holds a connection: headers, a whole request, the silence on a
    // connection and the wait for a next request all have an end (README "Security").
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // How often Node looks for requests past those times (its default, 30 s, would let them run on).
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, ctx.config.trustProxy === false ? ctx.config.maxConnectionsPerIp : 0);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  logRequests(app);

  await app.register(errorsPlugin);
  // Shared state of several app processes; each falls back to its own memory while Redis is away.
  const redisHealth = new RedisHealth(app.log);
  const redis = ctx.config.redisUrl ? await connectRedis(ctx.config.redisUrl, redisHealth) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const { redisPrefix } = ctx.config;
  app.decorate<BackoffStore>(
    'backoffStore',
    redis
      ? new FallbackBackoffStore(
          new RedisBackoffStore(redis, `${redisPrefix}backoff:`),
          new MemoryBackoffStore(),
          redisHealth,
        )
      : new MemoryBackoffStore(),
  );
  const counts = new WindowCounts(
    redis && { client: redis, health: redisHealth, prefix: `${redisPrefix}count:` },
  );
  app.decorate('counts', counts);
  const broadcast = new Broadcast(
    redis && { client: redis, health: redisHealth, channel: `${redisPrefix}broadcast` },
  );
  await broadcast.start();
  app.addHook('onClose', () => broadcast.stop());
  app.decorate('broadcast', broadcast);
  app.decorate<LeaseStore>(
    'leases',
    redis ? new RedisLeaseStore(redis, `${redisPrefix}lease:`) : new MemoryLeaseStore(),
  );
  const page = readAppPage(ctx.config.webDist);
  await app.register(securityPlugin, {
    scriptHashes: page?.scriptHashes ?? [],
    rateLimitPerMinute: ctx.config.rateLimitPerMinute,
    redis: redis && { client: redis, health: redisHealth, prefix: `${redisPrefix}rate-limit:` },
    remoteMedia: Boolean(ctx.config.musicUpstream),
  });

  await app.register(authPlugin, { ctx });
  const siteOrigin = new SiteOrigin(ctx);
  app.decorate('siteOrigin', siteOrigin);
  // Without SITE_URL the blog's address is the one its owner uses the console from (never a Host a
  // visitor wrote); a process that has not learned it looks for it in the database now and then.
  app.addHook('preHandler', async (request) => {
    if (request.user?.role === 1 && request.routeOptions.url?.startsWith('/api/admin/'))
      await siteOrigin.learn(request);
    else await siteOrigin.refresh();
  });
  await app.register(readCachePlugin, { ttlMs: ctx.config.readCacheMs, broadcast });
  app.decorate('moderation', new Moderation(ctx, app.log, Date.now, counts));
  const articleViews = createViewCounter(ctx, app.log, counts);
  app.decorate('articleViews', articleViews);
  articleViews.start();
  const visits = createVisitCounter(ctx, app.log, options.now);
  app.decorate('visits', visits);
  visits.start();
  const mail = new MailService(ctx, app.log);
  app.decorate('mail', mail);
  mail.start();
  const passwordResets = new PasswordResets(ctx, mail, app.backoffStore, app.log);
  app.decorate('passwordResets', passwordResets);
  // Not started here: API tests build many apps, none of which may scan or watch unless asked.
  const music = ctx.config.musicUpstream
    ? undefined
    : new MusicLibrary(
        ctx,
        {
          info: (message) => app.log.info(message),
          warn: (message) => app.log.warn(message),
          error: (message, error) => app.log.error({ err: error }, message),
        },
        {
          onChanged: () => broadcast.publish('invalidate'),
          // With Redis, one process of several scans and watches (README "Scaling out").
          cluster: redis && { leases: app.leases, broadcast },
        },
      );
  app.decorate('music', music);
  const friendFeeds = new FriendFeeds(ctx, app.log);
  app.decorate('friendFeeds', friendFeeds);
  // A copy the schedule made changes what cached answers and pages show.
  const remoteImages = new RemoteImages(ctx, app.log, () => broadcast.publish('invalidate'));
  app.decorate('remoteImages', remoteImages);
  // Before the database closes (onClose): a scan in progress gives up first.
  app.addHook('preClose', async () => {
    await music?.stop();
    await friendFeeds.stop();
    await remoteImages.stop();
  });
  // Before the routes: every answer's pictures given by address come as the blog's copies.
  pictureAnswers(app, ctx);

  await app.register(
    async (api) => {
      await api.register(siteRoutes);
      await api.register(visitRoutes);
      await api.register(articleRoutes);
      await api.register(userRoutes);
      await api.register(notifyRoutes);
      await api.register(likeRoutes);
      await api.register(uploadRoutes);
      await api.register(taxonomyRoutes);
      await api.register(talkRoutes);
      await api.register(photoRoutes);
      await api.register(linkRoutes);
      await api.register(friendFeedRoutes);
      await api.register(resourceRoutes);
      await api.register(messageRoutes);
      await api.register(commentRoutes);
      await api.register(captchaRoutes);
      await api.register(guestRoutes);
      await api.register(chatRoutes, { shared: redis && { client: redis, health: redisHealth } });
      await api.register(mailRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(musicApiRoutes, { prefix: MUSIC_API_PREFIX });
  await app.register(musicMediaRoutes);
  await app.register(remotePictureRoutes);

  const uploadsDir = path.join(ctx.config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(feedRoutes);
  await app.register(webManifestRoutes);
  await app.register(faviconRoutes);
  await app.register(mailPages);
  await app.register(spaPlugin, {
    webDist: ctx.config.webDist,
    page,
    uploadsDir,
    // Drawn from the owner's icon by the routes above, never served from the build as they are.
    servedElsewhere: ICON_BUILD_FILES,
    renderPage: page ? await pageRenderer(app, ctx, page.html) : undefined,
    movedTo: (url) => redirectFor(ctx, url),
  });

  app.addHook('onClose', async () => {
    // Views counted but not yet written go in before the database closes.
    await articleViews.stop();
    await visits.stop();
    // Reset links asked for are queued, then a mail being handed to the SMTP server finishes; the
    // rest wait in the database.
    await passwordResets.settled();
    await mail.stop();
    await ctx.db.close();
  });
  return app;
}
