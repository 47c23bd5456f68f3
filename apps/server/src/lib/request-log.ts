import type { FastifyInstance } from 'fastify';

/** A URL as it may be logged: the tokens of mailed links (reset, verify, unsubscribe) cut out. */
export const loggedUrl = (url: string): string => url.replace(/([?&]token=)[^&#]*/g, '$1…');

/**
 * One line per request, when it is answered, at `debug` (README "Logs"): at the default `info` the log
 * holds the start, warnings and errors, not every page, script and picture a visitor loads (Fastify's
 * own request logging wrote two lines for each). Server errors are logged where they happen, at `error`.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      `${request.method} ${loggedUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`,
    );
  });
}
