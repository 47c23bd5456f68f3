import { adminResourceCategoryBody, adminResourceSiteBody } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { categoryToForm, nextSort, siteToForm, toCategoryBody, toSiteBody } from './resource-forms';

describe('category form', () => {
  it('round-trips a category and trims the name; an empty sort is 0', () => {
    const form = categoryToForm({ id: 3, type: 'back', name: '数据库', sort: 4, site_count: 2 });
    expect(toCategoryBody(form)).toEqual({ type: 'back', name: '数据库', sort: 4 });
    const body = toCategoryBody({ type: 'front', name: '  工具  ', sort: null });
    expect(body).toEqual({ type: 'front', name: '工具', sort: 0 });
    expect(adminResourceCategoryBody.safeParse(body).success).toBe(true);
  });
});

describe('site form', () => {
  it('sends an empty description and icon as none, and the body passes the contract', () => {
    const body = toSiteBody({
      category_id: 2,
      name: ' MDN ',
      url: ' https://developer.mozilla.org/ ',
      description: '   ',
      logo: '',
      sort: 3,
    });
    expect(body).toEqual({
      category_id: 2,
      name: 'MDN',
      url: 'https://developer.mozilla.org/',
      description: null,
      logo: null,
      sort: 3,
    });
    expect(adminResourceSiteBody.safeParse(body).success).toBe(true);
  });

  it('fills the dialog from a site, nulls as empty text', () => {
    const site = {
      id: 1,
      category_id: 2,
      name: 'a',
      url: 'https://a.cn',
      description: null,
      logo: null,
      sort: 1,
    };
    expect(siteToForm(site)).toEqual({
      category_id: 2,
      name: 'a',
      url: 'https://a.cn',
      description: '',
      logo: '',
      sort: 1,
    });
  });
});

describe('nextSort', () => {
  it('goes after the largest sort number, or starts at 1', () => {
    expect(nextSort([])).toBe(1);
    expect(nextSort([{ sort: 4 }, { sort: 9 }, { sort: 2 }])).toBe(10);
  });
});
