import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';
import * as initial from './migrations/0001-initial';
import * as articleSearch from './migrations/0002-article-search';
import * as music from './migrations/0003-music';
import * as searchBigrams from './migrations/0004-search-bigrams';
import * as admin from './migrations/0005-admin';
import * as titleScan from './migrations/0006-title-scan';
import * as totp from './migrations/0007-totp';
import * as articleBodies from './migrations/0008-article-bodies';
import * as articleRedirects from './migrations/0009-article-redirects';
import * as moderation from './migrations/0010-moderation';
import * as chat from './migrations/0011-chat';
import * as mail from './migrations/0012-mail';
import * as protectedArticles from './migrations/0013-protected-articles';
import * as visitorStats from './migrations/0014-visitor-stats';
import * as friendFeeds from './migrations/0015-friend-feeds';
import * as demoItems from './migrations/0016-demo-items';
import * as siteSetup from './migrations/0018-site-setup';
import * as guestComments from './migrations/0019-guest-comments';
import * as summariesAndAvatars from './migrations/0020-summaries-and-avatars';
import * as siteUrl from './migrations/0021-site-url';
import * as remoteImages from './migrations/0022-remote-images';

/** Migrations in order; names are frozen once released. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-article-search': articleSearch,
  '0003-music': music,
  '0004-search-bigrams': searchBigrams,
  '0005-admin': admin,
  '0006-title-scan': titleScan,
  '0007-totp': totp,
  '0008-article-bodies': articleBodies,
  '0009-article-redirects': articleRedirects,
  '0010-moderation': moderation,
  '0011-chat': chat,
  '0012-mail': mail,
  '0013-protected-articles': protectedArticles,
  '0014-visitor-stats': visitorStats,
  '0015-friend-feeds': friendFeeds,
  '0016-demo-items': demoItems,
  '0018-site-setup': siteSetup,
  '0019-guest-comments': guestComments,
  '0020-summaries-and-avatars': summariesAndAvatars,
  '0021-site-url': siteUrl,
  '0022-remote-images': remoteImages,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

const migratorOf = (db: Db) => new Migrator({ db: db.kysely, provider });

/** The migrations not yet run on `db`, without running them (the CLI's `--dry-run` writes nothing). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migratorOf(db).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
