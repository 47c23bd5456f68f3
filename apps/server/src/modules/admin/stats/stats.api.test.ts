import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../../test/admin-fixtures';
import { createMessage } from '../../../test/community-fixtures';
import { createSiteConfig } from '../../../test/fixtures';
import { lastDays } from './service';

const { t, users, call } = useConsoleContext();

describe('admin statistics', () => {
  it('gives the totals and a 30-day series of views, comments and messages', async () => {
    await createSiteConfig(t, { view_time: 10 });
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'PUT', url: '/api/config/addView' });
    await createMessage(t, { message: '今天' });
    // Outside the 30 days: counted in the totals, not in the series.
    await createMessage(t, { message: '很久以前', created_at: '2020-01-01T00:00:00.000Z' });
    await createMessage(t, { message: '等审核', status: 2, created_at: '2020-01-01T00:00:00.000Z' });
    await t.db.kysely.insertInto('daily_views').values({ day: '2020-01-01', views: 50 }).execute();
    await t.app.inject({
      method: 'POST',
      url: '/api/links/add',
      headers: users.user,
      payload: { site_name: '待审', url: 'https://wait.example.com' },
    });

    const res = await call('GET', '/api/admin/stats');
    expect(res.statusCode).toBe(200);
    const { totals, daily } = res.json().result;
    expect(totals).toEqual({
      articles: 0,
      talks: 0,
      messages: 3,
      comments: 0,
      users: 2,
      linksPending: 1,
      messagesHeld: 1,
      commentsHeld: 0,
      songs: 0,
      views: 13,
    });
    expect(daily).toHaveLength(30);
    const today = lastDays(new Date(), 'Asia/Shanghai', 1)[0];
    expect(daily.at(-1)).toEqual({ day: today, views: 3, comments: 0, messages: 1 });
    expect(
      daily.slice(0, -1).every((d: { views: number; messages: number }) => d.views === 0 && d.messages === 0),
    ).toBe(true);
  });

  it('counts views per day in the site time zone', async () => {
    await createSiteConfig(t);
    await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'PUT', url: '/api/config/addView' })),
    );
    const rows = await t.db.kysely.selectFrom('daily_views').selectAll().execute();
    expect(rows).toEqual([{ day: lastDays(new Date(), 'Asia/Shanghai', 1)[0], views: 5 }]);
  });

  it('lists the last days oldest first across month ends', () => {
    expect(lastDays(new Date('2026-03-01T20:00:00Z'), 'Asia/Shanghai', 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(lastDays(new Date('2026-03-01T20:00:00Z'), 'UTC', 2)).toEqual(['2026-02-28', '2026-03-01']);
  });
});
