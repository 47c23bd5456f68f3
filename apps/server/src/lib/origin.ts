import type { FastifyRequest } from 'fastify';

/** The site's address as the visitor reached it (honours X-Forwarded-* behind a trusted proxy). */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
