import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { totpAdminRoutes } from '../totp/routes';
import { articleAdminRoutes } from './articles/routes';
import { communityAdminRoutes } from './community/routes';
import { linkAdminRoutes } from './links/routes';
import { musicAdminRoutes } from './music/routes';
import { photoAdminRoutes } from './photos/routes';
import { resourceAdminRoutes } from './resources/routes';
import { siteAdminRoutes } from './site/routes';
import { statsAdminRoutes } from './stats/routes';
import { talkAdminRoutes } from './talks/routes';
import { taxonomyAdminRoutes } from './taxonomy/routes';
import { userAdminRoutes } from './users/routes';

/** 401 for guests (and stale tokens), 403 for everyone but the admin — before the body is read. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (user.role !== 1) throw new ForbiddenError('需要管理员权限');
}

/**
 * The owner's console, registered under `/api/admin`. The one guard is this plugin's own onRequest
 * hook, so every route registered inside it — now or later — is for the admin only.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(statsAdminRoutes);
  await app.register(articleAdminRoutes);
  await app.register(taxonomyAdminRoutes);
  await app.register(talkAdminRoutes);
  await app.register(photoAdminRoutes);
  await app.register(linkAdminRoutes);
  await app.register(communityAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(siteAdminRoutes);
  await app.register(resourceAdminRoutes);
  await app.register(musicAdminRoutes);
  await app.register(totpAdminRoutes);
};
