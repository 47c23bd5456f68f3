import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ADMIN, api, newPage, settle, tokenFor } from './harness';
import { solidPng } from './images';

/**
 * Lists that look finished (issue #32), for people to look at (`npm run shots`): posts without a
 * cover or a summary next to the demo's posts with covers, on /home and a category list, and friend
 * links whose avatars were given by address, at 390, 820 and 1366 px, light and dark, written to
 * /tmp/shots/finished-lists/.
 */

const ROOT = '/tmp/shots/finished-lists';
const widths = [390, 820, 1366] as const;
const schemes = ['light', 'dark'] as const;

let friend: http.Server;
let categoryId = 0;

beforeAll(async () => {
  const png = await solidPng([255, 114, 66], 96);
  friend = http.createServer(
    (_request, response) => void response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => friend.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(friend.address() as AddressInfo).port}`;
  const token = await tokenFor(ADMIN.username, ADMIN.password);
  const posts = [
    {
      article_title: '第一次用这个博客写东西',
      article_content:
        '## 写在前面\n\n搬家到自己的博客，第一篇就写写为什么。`npm start` 之后十分钟，它就是我的了：名字、头像、备案号都改好了。\n\n```bash\nnpm ci && npm start\n```\n\n接下来打算每周写一篇，记录读书、写代码和生活里的小事。',
    },
    {
      article_title: '一个很短的想法',
      article_content: '今天只想说一句：慢慢来，比较快。',
    },
  ];
  for (const post of posts) {
    const { body } = await api<{ category_id: number }>(
      'POST',
      '/admin/articles',
      { ...post, category_name: '随笔', tag_names: ['日常'], article_cover: null },
      token,
    );
    categoryId = body.result.category_id;
  }
  await api(
    'POST',
    '/links/add',
    { site_name: '橙子的小站', url: 'https://orange.example.com/', site_avatar: `${origin}/avatar.png` },
    token,
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => friend.close(() => resolve()));
});

describe('finished lists', () => {
  for (const width of widths) {
    for (const scheme of schemes) {
      it(`${width} ${scheme}`, { timeout: 300_000 }, async () => {
        const page = await newPage({
          width,
          height: width < 800 ? 844 : 900,
          colorScheme: scheme,
          mobile: width < 800,
        });
        mkdirSync(ROOT, { recursive: true });
        const shoot = async (name: string) => {
          await settle(page);
          // Motions that end (cards coming in, an avatar fading in); not endless ones (the player's disc).
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
          );
          await page.screenshot({ path: `${ROOT}/${name}-${width}-${scheme}.png` });
        };
        for (const [name, route] of [
          ['home', '/home'],
          ['category', `/articleList?id=${categoryId}&type=category&name=随笔`],
          ['links', '/link/list'],
        ] as const) {
          await page.goto(route);
          await page.getByTestId('site-header').waitFor();
          const target =
            name === 'links'
              ? page.locator('[data-testid="link-card"]').filter({ hasText: '橙子的小站' })
              : page.locator('[data-testid="article-card"]').filter({ hasText: '第一次用这个博客写东西' });
          await target.waitFor();
          await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await shoot(name);
        }
        await page.context().close();
      });
    }
  }
});
