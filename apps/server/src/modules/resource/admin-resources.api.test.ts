import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createResourceCategory } from '../../test/community-fixtures';

const { t, call } = useConsoleContext();

describe('admin resources', () => {
  it('manages categories and sites; the public pages follow', async () => {
    const category = await call('POST', '/api/admin/resources/categories', {
      type: 'front',
      name: '文档',
      sort: 1,
    });
    const categoryId: number = category.json().result.id;
    expect(category.json().result).toMatchObject({ type: 'front', name: '文档', site_count: 0 });
    const site = await call('POST', '/api/admin/resources/sites', {
      category_id: categoryId,
      name: 'MDN',
      url: 'https://developer.mozilla.org',
      description: '权威文档',
    });
    expect(site.statusCode).toBe(200);
    const siteId: number = site.json().result.id;
    const pub = await t.app.inject({ method: 'GET', url: '/api/resources/sites?type=front' });
    expect(pub.json().result.map((s: { name: string }) => s.name)).toEqual(['MDN']);

    await call('PUT', `/api/admin/resources/sites/${siteId}`, {
      category_id: categoryId,
      name: 'MDN Web Docs',
      url: 'https://developer.mozilla.org',
    });
    expect(
      (await call('GET', `/api/admin/resources/sites?category_id=${categoryId}`)).json().result[0].name,
    ).toBe('MDN Web Docs');
    const renamed = await call('PUT', `/api/admin/resources/categories/${categoryId}`, {
      type: 'back',
      name: '手册',
    });
    expect(renamed.json().result).toMatchObject({ type: 'back', name: '手册', site_count: 1 });
    await createResourceCategory(t, { type: 'front' });
    expect((await call('GET', '/api/admin/resources/categories?type=back')).json().result).toHaveLength(1);

    expect((await call('DELETE', `/api/admin/resources/sites/${siteId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/resources/sites/${siteId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/resources/categories/${categoryId}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/resources/categories')).json().result).toHaveLength(1);
  });

  it('refuses bad input and unknown categories', async () => {
    const badType = await call('POST', '/api/admin/resources/categories', { type: 'middle', name: 'x' });
    expect(badType.json().message).toContain('type');
    const orphan = await call('POST', '/api/admin/resources/sites', {
      category_id: 9999,
      name: 'x',
      url: 'https://x.example.com',
    });
    expect(orphan.statusCode).toBe(404);
    const id = await createResourceCategory(t, { type: 'back' });
    const badUrl = await call('POST', '/api/admin/resources/sites', {
      category_id: id,
      name: 'x',
      url: 'ftp://x',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toContain('url');
    expect(
      (await call('PUT', '/api/admin/resources/categories/9999', { type: 'front', name: 'y' })).statusCode,
    ).toBe(404);
  });
});
