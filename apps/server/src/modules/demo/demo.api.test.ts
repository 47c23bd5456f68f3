import type { DemoReport } from '@blog/contract';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seed } from './seed/seed';
import { nowIso, formatDateTime } from '../../lib/time';
import { writeSong, coverImage } from '../music/library/test-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createArticle, createUser, mediaFile } from '../../test/fixtures';
import { recordDemoSongs } from './record';
import { demoSongPaths } from './songs';

const t = useTestContext({ demoContent: true });

const adminId = async () =>
  (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirstOrThrow()).id;

async function call(method: 'GET' | 'POST', url: string, userId?: number) {
  const headers = userId === undefined ? {} : await authHeader(t, userId);
  return t.app.inject({ method, url: `/api/admin/${url}`, headers });
}
const preview = async (): Promise<DemoReport> => (await call('GET', 'demo', await adminId())).json().result;
const clear = async (): Promise<DemoReport> => {
  const res = await call('POST', 'demo/clear', await adminId());
  expect(res.statusCode).toBe(200);
  return res.json().result;
};
const count = (report: DemoReport, kind: string) =>
  report.parts.find((part) => part.kind === kind)?.count ?? 0;
const rows = async (
  table:
    | 'articles'
    | 'talks'
    | 'photo_albums'
    | 'messages'
    | 'links'
    | 'resource_sites'
    | 'page_headers'
    | 'comments'
    | 'users',
) =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const articleBySlug = (slug: string) =>
  t.db.kysely.selectFrom('articles').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

/** Two demo songs in the music folder as the demo library writes them, and one of the owner's. */
async function demoSongs() {
  const [first, second] = demoSongPaths();
  writeSong(t.config.musicDir, first!, { lrc: '[00:00.00]示例' });
  writeSong(t.config.musicDir, second!, { lrc: '[00:00.00]示例', trans: '[00:00.00]译文' });
  writeFileSync(path.join(t.config.musicDir, path.dirname(first!), 'cover.jpg'), await coverImage('#884422'));
  await recordDemoSongs(t.db.kysely, t.config.musicDir, [first!, second!]);
  writeSong(t.config.musicDir, '我的/自己的歌.mp3', { lrc: '[00:00.00]我的' });
  await t.app.music!.rescan();
  return { first: first!, second: second! };
}

describe('清除示例内容', () => {
  // The seed imports the whole demo: seconds on a busy machine.
  it(
    'removes what the seed wrote, keeps what the owner made or changed, and a second run removes nothing',
    { timeout: 60_000 },
    async () => {
      await seed(t);
      const songs = await demoSongs();
      const admin = await adminId();
      const mine = await createArticle(t, { author_id: admin, article_title: '我的第一篇' });

      // An edited demo article, and one under which a real reader commented.
      const edited = await articleBySlug('docker-basics');
      await t.db.kysely
        .updateTable('articles')
        .set({ article_content: `${edited.article_content}\n\n我加的一段。` })
        .where('id', '=', edited.id)
        .execute();
      const commented = await articleBySlug('git-workflow-guide');
      const reader = await createUser(t, { nick_name: '真实读者' });
      await t.db.kysely
        .insertInto('comments')
        .values({
          parent_id: null,
          type: 1,
          for_id: commented.id,
          from_id: reader,
          to_id: null,
          content: '写得真好',
          ip: null,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
      const removedCover = (await articleBySlug('sql-index-tuning')).article_cover!;
      expect(existsSync(mediaFile(t, removedCover))).toBe(true);
      await t.db.kysely.updateTable('site_config').set({ blog_notice: '我自己的公告' }).execute();

      const before = await preview();
      expect(before.present).toBe(true);
      const total = (
        await t.db.kysely.selectFrom('articles').select('id').where('slug', 'is not', null).execute()
      ).length;
      expect(count(before, 'article')).toBe(total - 2);
      expect(count(before, 'talk')).toBe(7);
      expect(count(before, 'album')).toBe(3);
      expect(count(before, 'message')).toBe(23);
      expect(count(before, 'link')).toBe(5);
      expect(count(before, 'song')).toBe(2);
      expect(count(before, 'resourceSite')).toBeGreaterThanOrEqual(40);
      expect(before.kept).toEqual(
        expect.arrayContaining([
          { kind: 'article', label: '文章', title: edited.article_title, reason: '你修改过' },
          { kind: 'article', label: '文章', title: commented.article_title, reason: '下面有别人的评论' },
        ]),
      );

      const done = await clear();
      expect(done).toEqual({ ...before, present: false });

      const left = await t.db.kysely.selectFrom('articles').select('id').orderBy('id').execute();
      expect(left.map((row) => row.id).sort()).toEqual([edited.id, commented.id, mine].sort());
      for (const table of [
        'talks',
        'photo_albums',
        'messages',
        'links',
        'resource_sites',
        'page_headers',
      ] as const)
        expect(await rows(table), table).toBe(0);
      // The reader's comment stays, and the demo comments under the two kept articles with it.
      const comments = await t.db.kysely
        .selectFrom('comments')
        .select(['for_id', 'from_id', 'type'])
        .execute();
      expect(comments.some((c) => c.from_id === reader)).toBe(true);
      expect(comments.every((c) => c.type === 1 && [edited.id, commented.id].includes(c.for_id))).toBe(true);
      // Demo users whose comments stay are kept and listed; the others went.
      const users = await t.db.kysely
        .selectFrom('users')
        .select(['id', 'username', 'nick_name', 'avatar'])
        .execute();
      const commenters = new Set(comments.map((c) => c.from_id));
      expect(users.every((u) => u.id === admin || commenters.has(u.id))).toBe(true);
      expect(done.kept.filter((k) => k.kind === 'user')).toHaveLength(users.length - 2);

      // The persona: neutral names, no filing number or socials, founded on the install date.
      const site = await t.db.kysely.selectFrom('site_config').selectAll().executeTakeFirstOrThrow();
      expect(site).toMatchObject({
        blog_name: '我的博客',
        author_name: 'admin',
        copyright_holder: 'admin',
        filing_number: null,
        github_link: null,
        personal_say: null,
        blog_avatar: null,
        we_chat_group: null,
        blog_notice: '我自己的公告',
        site_start: formatDateTime(site.created_at, t.config.timeZone).slice(0, 10),
      });
      expect(users.find((u) => u.id === admin)).toMatchObject({ nick_name: 'admin', avatar: null });

      // Files: the demo songs with their lyrics and folder cover, pictures nothing shows; the owner's stay.
      for (const file of [
        songs.first,
        songs.first.replace(/\.mp3$/, '.lrc'),
        songs.second.replace(/\.mp3$/, '.trans.lrc'),
      ])
        expect(existsSync(path.join(t.config.musicDir, file)), file).toBe(false);
      expect(existsSync(path.join(t.config.musicDir, path.dirname(songs.first), 'cover.jpg'))).toBe(false);
      expect(existsSync(path.join(t.config.musicDir, '我的/自己的歌.mp3'))).toBe(true);
      const songRows = await t.db.kysely.selectFrom('songs').select('path').execute();
      expect(songRows.map((row) => row.path)).toEqual(['我的/自己的歌.mp3']);
      expect(existsSync(mediaFile(t, removedCover))).toBe(false);
      expect(existsSync(mediaFile(t, edited.article_cover!))).toBe(true);

      const again = await preview();
      expect(again.parts).toEqual([]);
      expect(again.present).toBe(false);
      const second = await clear();
      expect(second.parts).toEqual([]);
      expect(await t.db.kysely.selectFrom('articles').select('id').execute()).toHaveLength(3);
    },
  );

  it(
    'recognises the demo of a blog seeded before the record, by the shipped files',
    { timeout: 60_000 },
    async () => {
      await seed(t);
      await t.db.kysely.deleteFrom('demo_items').execute();
      const edited = await articleBySlug('nodejs-event-loop');
      await t.db.kysely
        .updateTable('articles')
        .set({ article_title: '我改过的标题' })
        .where('id', '=', edited.id)
        .execute();
      const talk = await t.db.kysely.selectFrom('talks').select('id').orderBy('id').executeTakeFirstOrThrow();
      await t.db.kysely.updateTable('talks').set({ content: '我的说说' }).where('id', '=', talk.id).execute();

      const before = await preview();
      const total = (await t.db.kysely.selectFrom('articles').select('id').execute()).length;
      expect(count(before, 'article')).toBe(total - 1);
      expect(before.kept).toContainEqual({
        kind: 'article',
        label: '文章',
        title: '我改过的标题',
        reason: '你修改过',
      });
      expect(count(before, 'talk')).toBe(6);
      expect(count(before, 'message')).toBe(23);
      expect(count(before, 'link')).toBe(5);
      // The demo readers go, or are kept with their comments under the edited article.
      expect(count(before, 'user') + before.kept.filter((k) => k.kind === 'user').length).toBe(3);
      expect(count(before, 'profile')).toBeGreaterThanOrEqual(10);

      await clear();
      expect(
        (await t.db.kysely.selectFrom('talks').select('content').execute()).map((r) => r.content),
      ).toEqual(['我的说说']);
      expect(await rows('articles')).toBe(1);
      expect((await preview()).present).toBe(false);
    },
  );

  it("is the admin's only: 401 for guests, 403 for readers", async () => {
    await seed(t);
    const reader = await createUser(t);
    expect((await call('GET', 'demo')).statusCode).toBe(401);
    expect((await call('POST', 'demo/clear')).statusCode).toBe(401);
    expect((await call('GET', 'demo', reader)).statusCode).toBe(403);
    expect((await call('POST', 'demo/clear', reader)).statusCode).toBe(403);
    expect(await rows('talks')).toBe(7);
  });
});
