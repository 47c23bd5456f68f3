import type { FastifyRequest } from 'fastify';

/**
 * Marks the API calls the server makes to render a page (modules/pages/render-page.ts): such a page
 * is shared with other visitors for a moment, so it shows no one's held comments or messages.
 */
export const PAGE_RENDER_HEADER = 'x-blog-page-render';

/** Who reads, for what is held: a user by id, a guest by address (none on a shared page), the owner. */
export const readerOf = (request: FastifyRequest) => ({
  userId: request.user?.id ?? null,
  ip: request.headers[PAGE_RENDER_HEADER] === undefined ? request.ip : null,
  owner: request.user?.role === 1,
});
