import {
  cloudSearchResponse,
  lyricQuery,
  lyricResponse,
  musicSearchQuery,
  musicSearchResponse,
  playlistDetailQuery,
  playlistDetailResponse,
  playlistTracksQuery,
  playlistTracksResponse,
  songDetailQuery,
  songsResponse,
  songUrlLegacyQuery,
  songUrlQuery,
  songUrlResponse,
  toplistResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { sendAudio } from './library/audio-stream';
import { CoverCache, coverCacheDir, coverSizeFor } from './library/covers';
import { upstreamProxy } from './library/upstream';
import * as service from './service';

/**
 * `/wapi`: the NetEase-compatible music API, answered from the library — or, with MUSIC_UPSTREAM,
 * passed on to that server.
 */
export const musicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const upstream = app.ctx.config.musicUpstream;
  if (upstream) {
    await app.register(upstreamProxy, { baseUrl: upstream });
    return;
  }
  const ctx = app.ctx;

  app.get('/toplist/detail', { schema: { response: { 200: toplistResponse } } }, () => service.toplist(ctx));
  app.get(
    '/playlist/detail',
    { schema: { querystring: playlistDetailQuery, response: { 200: playlistDetailResponse } } },
    (request) => {
      const { id, offset, limit } = request.query;
      return service.playlistDetail(ctx, id, offset, limit);
    },
  );
  app.get(
    '/playlist/track/all',
    { schema: { querystring: playlistTracksQuery, response: { 200: playlistTracksResponse } } },
    (request) => {
      const { id, offset, limit } = request.query;
      return service.playlistTracks(ctx, id, offset, limit);
    },
  );
  app.get(
    '/song/detail',
    { schema: { querystring: songDetailQuery, response: { 200: songsResponse } } },
    (request) => service.songDetail(ctx, request.query.ids),
  );
  app.get(
    '/song/url/v1',
    { schema: { querystring: songUrlQuery, response: { 200: songUrlResponse } } },
    (request) => service.songUrls(ctx, request.query.id),
  );
  app.get(
    '/song/url',
    { schema: { querystring: songUrlLegacyQuery, response: { 200: songUrlResponse } } },
    (request) => service.songUrls(ctx, request.query.id),
  );
  app.get(
    '/search',
    { schema: { querystring: musicSearchQuery, response: { 200: musicSearchResponse } } },
    (request) => {
      const { keywords, offset, limit } = request.query;
      return service.search(ctx, keywords, offset, limit);
    },
  );
  app.get(
    '/cloudsearch',
    { schema: { querystring: musicSearchQuery, response: { 200: cloudSearchResponse } } },
    (request) => {
      const { keywords, offset, limit } = request.query;
      return service.cloudSearch(ctx, keywords, offset, limit);
    },
  );
  app.get('/lyric', { schema: { querystring: lyricQuery, response: { 200: lyricResponse } } }, (request) =>
    service.lyric(ctx, request.query.id),
  );
};

const COVER_FILE = /^([0-9a-f]{16})\.webp$/;
const MEDIA_RATE_FACTOR = 5;

/** `/media/music/:id` (the audio of library songs) and `/media/music/covers/:file` (their covers). */
export const musicMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const covers = new CoverCache(coverCacheDir(ctx.config.dataDir));
  const plays = new service.PlayCounter(app.counts);
  // A page of covers and some seeking add up fast: media has its own, larger per-IP budget.
  const perMinute = ctx.config.rateLimitPerMinute;
  // Its own allow-list: the global one lets every non-API path through.
  const rateLimit =
    perMinute > 0
      ? { max: perMinute * MEDIA_RATE_FACTOR, timeWindow: 60_000, allowList: () => false }
      : false;

  // GET and HEAD declared together: Fastify's own HEAD route would read the whole file to discard it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/music/:id',
    schema: {
      params: z.object({
        id: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
      }),
    },
    // Audio is already compressed; a byte range of a compressed body would mean nothing.
    compress: false,
    config: { rateLimit },
    handler: async (request, reply) => {
      const { id } = request.params;
      const audio = await service.audioFile(ctx, id);
      if (!audio) return reply.status(404).send({ code: 404, message: '歌曲不存在' });
      await sendAudio(request, reply, audio.file, audio.mime, () =>
        service.countPlay(ctx, plays, request.ip, id),
      );
      return reply;
    },
  });

  app.get(
    '/media/music/covers/:file',
    {
      schema: {
        params: z.object({ file: z.string() }),
        querystring: z.object({ param: z.string().max(20).optional() }),
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const key = COVER_FILE.exec(request.params.file)?.[1];
      const size = coverSizeFor(request.query.param);
      const file = key ? await service.coverFile(ctx, covers, key, size) : undefined;
      if (!file || !key) return reply.status(404).send({ code: 404, message: '封面不存在' });
      const etag = `"${key}-${size}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').send(createReadStream(file));
    },
  );
};
