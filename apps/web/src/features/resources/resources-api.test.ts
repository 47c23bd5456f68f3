import { describe, expect, it } from 'vitest';
import { readSiteListParams, siteListPath } from './resources-api';

const read = (query: string) => readSiteListParams(new URLSearchParams(query));

describe('readSiteListParams', () => {
  it('reads the type and the category id', () => {
    expect(read('type=back&category=7')).toEqual({ type: 'back', category: 7 });
    expect(read('type=front&category=2')).toEqual({ type: 'front', category: 2 });
  });

  it('falls back to the front-end list and every category for bad values', () => {
    expect(read('')).toEqual({ type: 'front', category: 0 });
    expect(read('type=sideways&category=abc')).toEqual({ type: 'front', category: 0 });
    expect(read('type=back&category=-3')).toEqual({ type: 'back', category: 0 });
    expect(read('type=back&category=1.5')).toEqual({ type: 'back', category: 0 });
  });

  it('round-trips the paths it builds', () => {
    expect(read(siteListPath('back', 4).split('?')[1] ?? '')).toEqual({ type: 'back', category: 4 });
    expect(siteListPath('front')).toBe('/siteList?type=front');
  });
});
