import { prepare } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { createMessage, minutesAgo } from '../apps/server/src/test/community-fixtures';
import { nowIso } from '../apps/server/src/lib/time';
import { setRedirect } from '../apps/server/src/modules/redirect/repository';
import { createNotification, createUser } from '../apps/server/src/test/fixtures';
import { XSS_PAYLOADS } from '../apps/server/src/test/xss-payloads';

/**
 * Rows no visitor can make through the API, written into the blog's database before the server first
 * opens it (global-setup.ts), with the server's own migrations, seed and test builders: a user with
 * notifications (the server writes those only as a side effect, one at a time), messages holding
 * markup the API would sanitise (as a database imported from elsewhere might), and the old addresses
 * an import keeps. The browser tests find
 * them through the harness (`e2eServer.fixtures`); nothing writes into the database while the server runs.
 */
export interface Fixtures {
  /** A reader with 13 notifications, 5 of them unread, the newest first. */
  notified: { username: string; password: string; articleId: number };
  /** Old addresses of an imported blog (`npm run blog -- import` writes them), each leading to a demo article. */
  redirects: { path: string; articleId: number; title: string }[];
}

/** Markup stored in messages as they are, each trying to run `window.__xss = 1`. */
export const LEGACY_PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<svg onload=window.__xss=1></svg>',
  '<a href="javascript:window.__xss=1">点我</a>',
  '<script>window.__xss=1</script>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<details open ontoggle=window.__xss=1>x</details>',
  ...XSS_PAYLOADS.slice(0, 14),
];

/** The nickname stored with the n-th legacy message: markup that must show as text. */
export const legacyNickname = (index: number) => `<img src=x onerror=window.__xss=1>${index}`;

export async function seedFixtures(env: NodeJS.ProcessEnv): Promise<Fixtures> {
  const { ctx } = await prepare(loadConfig(env));
  try {
    // The console's setup step opens by itself while pending: the run's blog has it put off (稍后再说),
    // as an owner who kept the demo would, so console pages open where the tests ask.
    await ctx.db.kysely.updateTable('site_config').set({ setup_state: 'skipped' }).execute();
    const article = await ctx.db.kysely
      .selectFrom('articles')
      .select('id')
      .where('status', '=', 1)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const notified = { username: 'notified_reader', password: 'notice-pass-1', articleId: article.id };
    const userId = await createUser(ctx, {
      username: notified.username,
      password: notified.password,
      nick_name: '收信人',
    });
    const notifications = [
      { message: '<b>晚风</b> 评论了你的文章：写得真好', type: 1, to_id: article.id, minutes: 3 },
      { message: '阿青 赞了你的说说', type: 2, to_id: 1, minutes: 30 },
      { message: '小鹿 回复了你的留言', type: 3, to_id: null, minutes: 60 },
      { message: '有新的友链申请', type: 4, to_id: null, minutes: 90 },
      {
        message: '危险的消息<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>',
        type: 1,
        to_id: article.id,
        minutes: 120,
      },
    ].map((row) => ({ ...row, is_view: 1 }));
    const read = Array.from({ length: 8 }, (_, index) => ({
      message: `已读消息 ${index + 1}`,
      type: 1,
      to_id: article.id,
      minutes: 600 + index * 60,
      is_view: 2,
    }));
    for (const { minutes, ...row } of [...notifications, ...read]) {
      await createNotification(ctx, { user_id: userId, ...row, created_at: minutesAgo(minutes) });
    }

    for (const [index, message] of LEGACY_PAYLOADS.entries()) {
      await createMessage(ctx, { message, nick_name: legacyNickname(index), tag: 'xss' });
    }
    const [newest, older] = await ctx.db.kysely
      .selectFrom('articles')
      .select(['id', 'article_title as title'])
      .where('status', '=', 1)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const redirects = [
      { path: '/2023/12/21/hello-world', articleId: newest!.id, title: newest!.title },
      { path: '/archives/old-post-2019', articleId: older!.id, title: older!.title },
    ];
    for (const { path, articleId } of redirects) await setRedirect(ctx.db.kysely, path, articleId, nowIso());
    return { notified, redirects };
  } finally {
    await ctx.db.close();
  }
}
