import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CODE_THEMES,
  findPageHeader,
  PREVIEW_THEMES,
  setCodeTheme,
  setMessageTypeIsCard,
  setPageHeaderList,
  setPreviewTheme,
  setThemeMode,
  STATIC_STORAGE_KEY,
  useStaticStore,
} from './static-store';
import type { CodeTheme, PageHeader, PreviewTheme } from './static-store';

const HEADERS: PageHeader[] = [
  { id: 1, route_name: 'Home', bg_url: '/media/home.webp' },
  { id: 2, route_name: 'Archives', bg_url: '/media/archives.webp' },
];

async function reload() {
  vi.resetModules();
  return import('./static-store');
}

describe('static store', () => {
  beforeEach(() => {
    localStorage.clear();
    useStaticStore.setState(useStaticStore.getInitialState(), true);
  });

  it('lists the themes of docs/spec.md §3', () => {
    expect(PREVIEW_THEMES).toEqual(['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis']);
    expect(CODE_THEMES).toEqual([
      'atom',
      'a11y',
      'github',
      'gradient',
      'kimbie',
      'paraiso',
      'qtcreator',
      'stackoverflow',
    ]);
  });

  it('has the defaults of docs/spec.md §3', () => {
    expect(useStaticStore.getState()).toEqual({
      previewTheme: 'default',
      codeTheme: 'atom',
      theme: 'light',
      pageHeaderList: [],
      messageTypeIsCard: false,
    });
  });

  it('persists every field under staticState and restores it after a reload', async () => {
    setPreviewTheme('cyanosis');
    setCodeTheme('stackoverflow');
    setThemeMode('dark');
    setPageHeaderList(HEADERS);
    setMessageTypeIsCard(true);
    const raw = JSON.parse(decodeURIComponent(localStorage.getItem(STATIC_STORAGE_KEY) ?? '{}')) as {
      state: unknown;
    };
    expect(raw.state).toMatchObject({ previewTheme: 'cyanosis', codeTheme: 'stackoverflow', theme: 'dark' });
    const fresh = await reload();
    expect(fresh.useStaticStore.getState()).toEqual({
      previewTheme: 'cyanosis',
      codeTheme: 'stackoverflow',
      theme: 'dark',
      pageHeaderList: HEADERS,
      messageTypeIsCard: true,
    });
  });

  it('ignores unknown themes passed by untyped callers', () => {
    setPreviewTheme('neon' as PreviewTheme);
    setCodeTheme('monokai' as CodeTheme);
    setThemeMode('sepia' as 'dark');
    expect(useStaticStore.getState()).toMatchObject({
      previewTheme: 'default',
      codeTheme: 'atom',
      theme: 'light',
    });
  });

  it('falls back to defaults for stored values that are no longer valid', async () => {
    localStorage.setItem(
      STATIC_STORAGE_KEY,
      JSON.stringify({
        state: {
          previewTheme: 'neon',
          codeTheme: 'github',
          theme: 'blue',
          pageHeaderList: [HEADERS[0], { id: 'x' }, null],
          messageTypeIsCard: 'yes',
        },
        version: 0,
      }),
    );
    const fresh = await reload();
    expect(fresh.useStaticStore.getState()).toEqual({
      previewTheme: 'default',
      codeTheme: 'github',
      theme: 'light',
      pageHeaderList: [HEADERS[0]],
      messageTypeIsCard: false,
    });
  });

  it('survives corrupt JSON in storage', async () => {
    localStorage.setItem(STATIC_STORAGE_KEY, 'not json');
    const fresh = await reload();
    expect(fresh.useStaticStore.getState().previewTheme).toBe('default');
  });

  it('drops malformed page headers from an API body', () => {
    setPageHeaderList([...HEADERS, { id: 3, route_name: 'Tag' } as PageHeader]);
    expect(useStaticStore.getState().pageHeaderList).toEqual(HEADERS);
    setPageHeaderList(null as unknown as PageHeader[]);
    expect(useStaticStore.getState().pageHeaderList).toEqual([]);
  });

  it('finds the banner for a route name', () => {
    expect(findPageHeader(HEADERS, 'Archives')).toBe('/media/archives.webp');
    expect(findPageHeader(HEADERS, 'Talk')).toBeUndefined();
    expect(findPageHeader(HEADERS, 'Home')).toBe('/media/home.webp');
  });
});
