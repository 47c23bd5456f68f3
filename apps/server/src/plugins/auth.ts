import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { UnauthorizedError } from '../lib/errors';
import { createTokens, tokenFromHeader, type Tokens } from '../lib/tokens';

export interface AuthUser {
  id: number;
  username: string;
  role: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
  }
  interface FastifyRequest {
    /** The caller, from a valid token; null for guests (and for stale or forged tokens). */
    user: AuthUser | null;
    /** Why a presented token was refused, so routes that need a user can say so. */
    authProblem: string | null;
  }
}

/**
 * Reads the token on every request. Identity comes only from here: a token must verify, be
 * unexpired, belong to an enabled user and carry that user's current token version (a password
 * change raises it, revoking older tokens).
 */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const tokens = createTokens(ctx.config.jwtSecret);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    const claims = tokens.verify(token);
    if (!claims) {
      request.authProblem = '登录过期，请重新登录';
      return;
    }
    const user = await ctx.db.kysely
      .selectFrom('users')
      .select(['id', 'username', 'role', 'token_version', 'disabled'])
      .where('id', '=', claims.sub)
      .executeTakeFirst();
    if (!user || user.token_version !== claims.ver) {
      request.authProblem = '登录已失效，请重新登录';
      return;
    }
    if (user.disabled === 1) {
      request.authProblem = '账号已被停用';
      return;
    }
    request.user = { id: user.id, username: user.username, role: user.role };
  });
});

/** The logged-in caller, or a 401 that tells the client to show the login dialog. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError(request.authProblem ?? '请先登录');
  return request.user;
}

/** Route hook: refuse guests before the body is even read. */
export const authenticate = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};
