import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { articleAdminRoutes } from '../article/admin-routes';
import { commentAdminRoutes } from '../comment/admin-routes';
import { demoAdminRoutes } from '../demo/routes';
import { friendFeedAdminRoutes } from '../friend-feed/routes';
import { linkAdminRoutes } from '../link/admin-routes';
import { mailAdminRoutes } from '../mail/admin-routes';
import { messageAdminRoutes } from '../message/admin-routes';
import { moderationAdminRoutes } from '../moderation/admin-routes';
import { moderationQueueAdminRoutes } from '../moderation-queue/admin-routes';
import { photoAdminRoutes } from '../photo/admin-routes';
import { redirectAdminRoutes } from '../redirect/admin-routes';
import { faviconAdminRoutes } from '../favicon/routes';
import { resourceAdminRoutes } from '../resource/admin-routes';
import { setupAdminRoutes } from '../setup/admin-routes';
import { siteAdminRoutes } from '../site/admin-routes';
import { visitAdminRoutes } from '../stats/admin-routes';
import { talkAdminRoutes } from '../talk/admin-routes';
import { taxonomyAdminRoutes } from '../taxonomy/admin-routes';
import { totpAdminRoutes } from '../totp/routes';
import { userAdminRoutes } from '../user/admin-routes';
import { musicAdminRoutes } from '../music/admin-routes';
import { statsAdminRoutes } from './stats/routes';

/** 401 for guests (and stale tokens), 403 for everyone but the admin — before the body is read. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (user.role !== 1) throw new ForbiddenError('需要管理员权限');
}

/**
 * The owner's console, registered under `/api/admin`. Each area's console routes live in its own
 * module beside its public ones (`<area>/admin-routes.ts`); only the dashboard, which reads across
 * areas, is here. The one guard is this plugin's own onRequest hook, so every route registered inside
 * it — now or later — is for the admin only.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(statsAdminRoutes);
  await app.register(visitAdminRoutes);
  await app.register(articleAdminRoutes);
  await app.register(redirectAdminRoutes);
  await app.register(taxonomyAdminRoutes);
  await app.register(talkAdminRoutes);
  await app.register(photoAdminRoutes);
  await app.register(linkAdminRoutes);
  await app.register(friendFeedAdminRoutes);
  await app.register(messageAdminRoutes);
  await app.register(moderationAdminRoutes);
  await app.register(moderationQueueAdminRoutes);
  await app.register(commentAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(siteAdminRoutes);
  await app.register(setupAdminRoutes);
  await app.register(faviconAdminRoutes);
  await app.register(resourceAdminRoutes);
  await app.register(musicAdminRoutes);
  await app.register(totpAdminRoutes);
  await app.register(mailAdminRoutes);
  await app.register(demoAdminRoutes);
};
