import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createSiteConfig } from '../../test/fixtures';

const { t, call } = useConsoleContext();

describe('admin site configuration', () => {
  it('reads and changes the given fields only; the public config follows', async () => {
    await createSiteConfig(t, { blog_name: '旧名' });
    expect((await call('GET', '/api/admin/config')).json().result.blog_name).toBe('旧名');
    const saved = await call('PUT', '/api/admin/config', {
      blog_name: '新名',
      blog_notice: '欢迎',
      github_link: 'https://github.com/someone',
      we_chat_pay: '/media/uploads/pay.webp',
      site_start: '2020-02-02',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({
      blog_name: '新名',
      blog_notice: '欢迎',
      personal_say: '你好',
    });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/config' })).json().result;
    expect(pub).toMatchObject({
      blog_name: '新名',
      site_start: '2020-02-02',
      we_chat_pay: '/media/uploads/pay.webp',
    });

    const badDate = await call('PUT', '/api/admin/config', { site_start: '2020/02/02' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('site_start');
    expect((await call('PUT', '/api/admin/config', { view_time: 999999 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/config', { blog_name: '' })).json().message).toContain('blog_name');
  });

  it('sets a page header by route name, creating or replacing it', async () => {
    const set = await call('PUT', '/api/admin/pageHeaders/Talk', { bg_url: '/media/uploads/talk.webp' });
    expect(set.json().result).toMatchObject({ route_name: 'Talk', bg_url: '/media/uploads/talk.webp' });
    await call('PUT', '/api/admin/pageHeaders/Talk', { bg_url: '/media/uploads/talk2.webp' });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/pageHeader/getAll' })).json().result;
    expect(pub).toEqual([
      { id: set.json().result.id, route_name: 'Talk', bg_url: '/media/uploads/talk2.webp' },
    ]);
    expect((await call('GET', '/api/admin/pageHeaders')).json().result).toEqual(pub);
    expect(
      (await call('PUT', '/api/admin/pageHeaders/Nowhere', { bg_url: '/media/uploads/a.webp' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/admin/pageHeaders/Home', { bg_url: 'javascript:1' })).json().message,
    ).toContain('bg_url');
  });
});
