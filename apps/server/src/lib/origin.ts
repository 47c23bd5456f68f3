import type { FastifyRequest } from 'fastify';

/**
 * The address the request came in on (honours X-Forwarded-* behind a trusted proxy). Its host is
 * whatever the client wrote: never put it into a link that leaves the request (a mail, a feed, a
 * page shared through a cache) — that is `originOf`.
 */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** What knows the blog's own address (modules/site/site-origin.ts, decorated on the app). */
export interface KnowsSiteOrigin {
  of(request: FastifyRequest): string;
}

/**
 * The blog's own address, for every absolute link it writes — mails, the feed and sitemap, canonical
 * and Open Graph URLs: `SITE_URL`, else the address the owner first used the console from, else the
 * address the server listens on. Never a Host or X-Forwarded-Host header a visitor chose: one such
 * request used to mail the owner links (and an unsubscribe token) to the visitor's host.
 */
export const originOf = (request: FastifyRequest): string => request.server.siteOrigin.of(request);
