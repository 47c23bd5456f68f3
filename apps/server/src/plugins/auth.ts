import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { findTokenUser } from '../db/auth-repository';
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
    const caller = await userFromToken(ctx, tokens, token);
    if ('problem' in caller) request.authProblem = caller.problem;
    else request.user = caller.user;
  });
});

/**
 * The user a token names, or why it is refused: it must verify, be unexpired, belong to an enabled
 * user and carry that user's current token version. Also for tokens that come another way than the
 * header (the chat room's first frame).
 */
export async function userFromToken(
  ctx: AppContext,
  tokens: Tokens,
  token: string,
): Promise<{ user: AuthUser } | { problem: string }> {
  const claims = tokens.verify(token);
  if (!claims) return { problem: '登录过期，请重新登录' };
  const user = await findTokenUser(ctx.db.kysely, claims.sub);
  if (!user || user.token_version !== claims.ver) return { problem: '登录已失效，请重新登录' };
  if (user.disabled === 1) return { problem: '账号已被停用' };
  return { user: { id: user.id, username: user.username, role: user.role } };
}

/** The logged-in caller, or a 401 that tells the client to show the login dialog. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError(request.authProblem ?? '请先登录');
  return request.user;
}

/** Route hook: refuse guests before the body is even read. */
export const authenticate = async (request: FastifyRequest): Promise<void> => {
  requireUser(request);
};
