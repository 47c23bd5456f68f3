import { pageHeaderRouteNames } from '@blog/contract';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { readCommunityFile, resourcesFile } from './seed/community';
import { siteProfile } from './seed/seed';
import { storeLocalFile } from '../../lib/media';
import { importOwnFiles, markdownFilesOf } from '../article/import-markdown';
import { ImportFolder } from '../import-export/import/import-folder';
import { emptyReport } from '../import-export/import/imported-post';
import { sanitizeMessageHtml } from '../message/sanitize';
import { listPageHeaders } from '../site/repository';
import { findFirstAdmin } from '../user/repository';
import * as repository from './repository';
import { legacyDemoSongs } from './songs';
import { profileRecord, thingRecords, writeRecords, type DemoRecord, type SeededProfile } from './record';
import { fingerprintOf, loadThings, type RowKind } from './things';

/**
 * A blog seeded before the record existed has none: its demo is recognised once, by the shipped files
 * (demo articles by slug, compared as a re-import would; the other rows by their shipped texts, names
 * and pictures), and written into the record as if the seed had. A demo article that differs from its
 * file is recorded as edited; any other row that differs from what was shipped is not recognised at
 * all, so it stays as the owner's. A marker row says the recognition was done.
 */
export async function recordLegacyDemo(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  const { demoDir, dataDir } = ctx.config;
  const records: DemoRecord[] = [{ kind: 'legacy', ref: 'checked', fingerprint: '' }];
  const add = async (kind: RowKind, ids: number[]) =>
    records.push(...thingRecords(kind, await loadThings(db, kind, [...new Set(ids)])));
  const stored = (dir: string, name: string, folder: string) => {
    const file = path.join(dir, name);
    return existsSync(file) ? storeLocalFile(file, dataDir, folder, { copy: false }) : null;
  };
  const admin = await findFirstAdmin(db);

  // Articles: a dry re-import of the shipped files says which are unchanged ("skipped").
  const articlesDir = path.join(demoDir, 'articles');
  if (admin && existsSync(articlesDir)) {
    const report = emptyReport('markdown', true);
    const names = markdownFilesOf(articlesDir);
    await importOwnFiles(
      ctx,
      new ImportFolder(demoDir),
      articlesDir,
      names,
      { authorId: admin.id, dryRun: true },
      report,
    );
    const slugOf = (name: string) => path.basename(name, '.md').toLowerCase();
    const bySlug = async (files: string[]) =>
      files.length ? await repository.articlesBySlugs(db, files.map(slugOf)) : [];
    const unchanged = await bySlug(report.skipped);
    const edited = await bySlug(report.updated);
    await add(
      'article',
      unchanged.map((row) => row.id),
    );
    for (const row of edited) records.push({ kind: 'article', ref: String(row.id), fingerprint: 'edited' });
    const all = [...unchanged, ...edited];
    await add(
      'category',
      all.flatMap((row) => (row.category_id ? [row.category_id] : [])),
    );
    if (all.length) {
      const tags = await repository.tagIdsOfArticles(
        db,
        all.map((row) => row.id),
      );
      await add(
        'tag',
        tags.map((row) => row.tag_id),
      );
    }
  }

  const communityJson = path.join(demoDir, 'community', 'community.json');
  const imageDir = path.join(demoDir, 'community', 'images');
  if (admin && existsSync(communityJson)) {
    const data = readCommunityFile(communityJson);
    const photo = (name: string) => stored(imageDir, name, 'community');
    const users = await repository.readersNamed(
      db,
      data.readers.map((reader) => reader.username).concat(['']),
    );
    const readers = users.filter((user) =>
      data.readers.some((r) => r.username === user.username && r.nick_name === user.nick_name),
    );
    await add(
      'user',
      readers.map((user) => user.id),
    );
    const authors = [admin.id, ...readers.map((user) => user.id)];

    const talks = await repository.talksOf(db, admin.id);
    const talkThings = await loadThings(
      db,
      'talk',
      talks.map((talk) => talk.id),
    );
    const shippedTalks = new Set(
      data.talks.map((talk) => fingerprintOf([talk.content, (talk.photos ?? []).map(photo)])),
    );
    records.push(
      ...thingRecords(
        'talk',
        talkThings.filter((thing) => shippedTalks.has(thing.fingerprint)),
      ),
    );

    const albums = await repository.allAlbums(db);
    const demoAlbums = albums.filter((album) =>
      data.albums.some((a) => a.name === album.album_name && a.description === album.description),
    );
    await add(
      'album',
      demoAlbums.map((album) => album.id),
    );
    const shippedPhotos = new Set(data.albums.flatMap((album) => album.photos.map(photo)));
    if (demoAlbums.length) {
      const photos = await repository.photoUrlsInAlbums(
        db,
        demoAlbums.map((album) => album.id),
      );
      await add(
        'photo',
        photos.filter((row) => shippedPhotos.has(row.url)).map((row) => row.id),
      );
    }

    const links = await repository.allLinks(db);
    await add(
      'link',
      links
        .filter((link) => data.links.some((l) => l.url === link.url && l.site_name === link.site_name))
        .map((link) => link.id),
    );

    const shippedMessages = new Set<string>();
    for (const entry of data.messages) shippedMessages.add(await sanitizeMessageHtml(entry.message));
    const messages = await repository.allMessages(db);
    await add(
      'message',
      messages.filter((m) => shippedMessages.has(m.message)).map((m) => m.id),
    );

    const shippedComments = new Set(
      data.comments.flatMap((thread) => [thread.content, ...(thread.replies ?? []).map((r) => r.content)]),
    );
    const comments = await repository.articleAndTalkCommentsBy(db, authors);
    await add(
      'comment',
      comments.filter((c) => shippedComments.has(c.content)).map((c) => c.id),
    );
  }

  const resourcesJson = path.join(demoDir, 'community', 'resources.json');
  if (existsSync(resourcesJson)) {
    const shipped = resourcesFile.parse(JSON.parse(readFileSync(resourcesJson, 'utf8')));
    const categories = await repository.allResourceCategories(db);
    const demoCategories = categories.filter((c) =>
      shipped.some((s) => s.type === c.type && s.name === c.name),
    );
    await add(
      'resourceCategory',
      demoCategories.map((c) => c.id),
    );
    const sites = await repository.allResourceSites(db);
    await add(
      'resourceSite',
      sites
        .filter((site) =>
          shipped.some((s) => s.sites.some((x) => x.name === site.name && x.url === site.url)),
        )
        .map((site) => site.id),
    );
  }

  const images = path.join(demoDir, 'images');
  const headers = await listPageHeaders(db);
  await add(
    'pageHeader',
    headers
      .filter(
        (header) =>
          (pageHeaderRouteNames as readonly string[]).includes(header.route_name) &&
          header.bg_url === stored(images, `headers/${header.route_name}.webp`, 'site'),
      )
      .map((header) => header.id),
  );

  const profileFile = path.join(demoDir, 'site.json');
  if (existsSync(profileFile)) {
    const shipped = siteProfile.parse(JSON.parse(readFileSync(profileFile, 'utf8')));
    const avatar = stored(images, 'avatar.webp', 'site');
    const profile: SeededProfile = {
      site: {
        ...shipped,
        copyright_holder: shipped.copyright_holder ?? shipped.author_name,
        blog_avatar: avatar,
        avatar_bg: stored(images, 'avatar-bg.webp', 'site'),
        we_chat_group: stored(images, 'qr-wechat.webp', 'site'),
        qq_group: stored(images, 'qr-qq.webp', 'site'),
      },
      admin: { nick_name: shipped.author_name, avatar },
    };
    records.push(profileRecord(profile));
  }

  records.push(...(await legacyDemoSongs(ctx.config.musicDir)));
  await writeRecords(db, records);
}
