import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { fileEtag, noneMatch, notModifiedSince, parseRange, rangeStillValid } from './http-range';

/** Audio may change (re-tagged in place): browsers keep it an hour, then revalidate with the ETag. */
const AUDIO_CACHE_CONTROL = 'public, max-age=3600';

export type AudioStatus = 200 | 206 | 304 | 404 | 416;

/**
 * Sends one audio file: conditional requests (ETag, Last-Modified → 304), a single byte range (206,
 * or 416 when it cannot be served; several ranges get the whole file), streamed from disk.
 * `onPlayStart` runs before a GET body that starts at byte 0 goes out: playback starting.
 */
export async function sendAudio(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  mime: string,
  onPlayStart?: () => Promise<unknown>,
): Promise<AudioStatus> {
  let size: number;
  let mtimeMs: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
    mtimeMs = info.mtimeMs;
  } catch {
    reply.status(404).send({ code: 404, message: '歌曲文件不存在' });
    return 404;
  }

  const etag = fileEtag(size, mtimeMs);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', new Date(mtimeMs).toUTCString())
    .header('Cache-Control', AUDIO_CACHE_CONTROL)
    .header('X-Content-Type-Options', 'nosniff');

  const headers = request.headers;
  const ifNoneMatch = headers['if-none-match'];
  const fresh = ifNoneMatch
    ? noneMatch(ifNoneMatch, etag)
    : notModifiedSince(headers['if-modified-since'], mtimeMs);
  if (fresh) {
    reply.status(304).send();
    return 304;
  }

  const ifRange = headers['if-range'];
  const rangeHeader = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, etag, mtimeMs)
    ? headers.range
    : undefined;
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .send({ code: 416, message: '请求的范围无效' });
    return 416;
  }

  const [start, end, status] =
    range.kind === 'single' ? [range.start, range.end, 206 as const] : [0, size - 1, 200 as const];
  reply
    .status(status)
    .type(mime)
    .header('Content-Length', String(end - start + 1));
  if (status === 206) reply.header('Content-Range', `bytes ${start}-${end}/${size}`);
  if (request.method === 'HEAD') {
    reply.send();
    return status;
  }
  if (start === 0 && onPlayStart) {
    try {
      await onPlayStart();
    } catch (error) {
      request.log.error({ err: error }, 'could not record a play');
    }
  }
  reply.send(createReadStream(file, { start, end }));
  return status;
}
