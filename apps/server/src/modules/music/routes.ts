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
import { MUSIC_API_PREFIX, musicRoutes, type MusicApi, type MusicApiName } from '@blog/contract/music-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { sendAudio } from './library/audio-stream';
import { CoverCache, coverCacheDir, coverSizeFor } from './library/covers';
import { upstreamProxy } from './library/upstream';
import * as service from './service';

/**
 * Each `/wapi` endpoint's schemas, by its name in the contract's table: the type holds them to what
 * the web's typed calls expect (`MusicApi`), so a schema given to the wrong endpoint fails the check.
 */
const MUSIC_SCHEMAS = {
  'music.toplist': { response: { 200: toplistResponse } },
  'music.playlistDetail': { querystring: playlistDetailQuery, response: { 200: playlistDetailResponse } },
  'music.playlistTracks': { querystring: playlistTracksQuery, response: { 200: playlistTracksResponse } },
  'music.songDetail': { querystring: songDetailQuery, response: { 200: songsResponse } },
  'music.songUrl': { querystring: songUrlQuery, response: { 200: songUrlResponse } },
  'music.songUrlLegacy': { querystring: songUrlLegacyQuery, response: { 200: songUrlResponse } },
  'music.search': { querystring: musicSearchQuery, response: { 200: musicSearchResponse } },
  'music.cloudSearch': { querystring: musicSearchQuery, response: { 200: cloudSearchResponse } },
  'music.lyric': { querystring: lyricQuery, response: { 200: lyricResponse } },
} satisfies {
  [N in MusicApiName]: {
    querystring?: z.ZodType<unknown, MusicApi[N]['query']>;
    response: { 200: z.ZodType<MusicApi[N]['response']> };
  };
};

/** A `/wapi` endpoint's URL inside the plugin app.ts mounts at MUSIC_API_PREFIX. */
function wapiUrl(key: Exclude<keyof typeof musicRoutes, 'audio' | 'cover'>): string {
  return musicRoutes[key].path.slice(MUSIC_API_PREFIX.length);
}

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

  app.get(wapiUrl('toplist'), { schema: MUSIC_SCHEMAS['music.toplist'] }, () => service.toplist(ctx));
  app.get(wapiUrl('playlistDetail'), { schema: MUSIC_SCHEMAS['music.playlistDetail'] }, (request) => {
    const { id, offset, limit } = request.query;
    return service.playlistDetail(ctx, id, offset, limit);
  });
  app.get(wapiUrl('playlistTracks'), { schema: MUSIC_SCHEMAS['music.playlistTracks'] }, (request) => {
    const { id, offset, limit } = request.query;
    return service.playlistTracks(ctx, id, offset, limit);
  });
  app.get(wapiUrl('songDetail'), { schema: MUSIC_SCHEMAS['music.songDetail'] }, (request) =>
    service.songDetail(ctx, request.query.ids),
  );
  app.get(wapiUrl('songUrl'), { schema: MUSIC_SCHEMAS['music.songUrl'] }, (request) =>
    service.songUrls(ctx, request.query.id),
  );
  app.get(wapiUrl('songUrlLegacy'), { schema: MUSIC_SCHEMAS['music.songUrlLegacy'] }, (request) =>
    service.songUrls(ctx, request.query.id),
  );
  app.get(wapiUrl('search'), { schema: MUSIC_SCHEMAS['music.search'] }, (request) => {
    const { keywords, offset, limit } = request.query;
    return service.search(ctx, keywords, offset, limit);
  });
  app.get(wapiUrl('cloudSearch'), { schema: MUSIC_SCHEMAS['music.cloudSearch'] }, (request) => {
    const { keywords, offset, limit } = request.query;
    return service.cloudSearch(ctx, keywords, offset, limit);
  });
  app.get(wapiUrl('lyric'), { schema: MUSIC_SCHEMAS['music.lyric'] }, (request) =>
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
    url: musicRoutes.audio.path,
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
    musicRoutes.cover.path,
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
