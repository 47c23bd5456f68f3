import { pageHeaderRouteNames } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { pageBanners } from './page-headers';

describe('pageBanners', () => {
  it('lists every page in order, with its saved banner or none', () => {
    const banners = pageBanners([
      { id: 2, route_name: 'Talk', bg_url: '/media/uploads/talk.webp' },
      { id: 1, route_name: 'Home', bg_url: '/media/uploads/home.webp' },
      { id: 9, route_name: 'Gone', bg_url: '/media/uploads/x.webp' },
    ]);
    expect(banners.map((banner) => banner.routeName)).toEqual([...pageHeaderRouteNames]);
    expect(banners[0]).toEqual({ routeName: 'Home', label: '首页', url: '/media/uploads/home.webp' });
    expect(banners.find((banner) => banner.routeName === 'Talk')?.url).toBe('/media/uploads/talk.webp');
    expect(banners.find((banner) => banner.routeName === 'Tag')?.url).toBeNull();
  });
});
