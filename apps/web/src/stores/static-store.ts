import type { PageHeader } from '@blog/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

import { local } from '../lib/storage';
import { createPersistStorage } from './persist-storage';

/** Local storage key and persist name (docs/spec.md §9). */
export const STATIC_STORAGE_KEY = 'staticState';

/** Article preview themes of the Markdown renderer (docs/spec.md §3). */
export const PREVIEW_THEMES = ['default', 'github', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis'] as const;
export type PreviewTheme = (typeof PREVIEW_THEMES)[number];

/** Code highlighting themes of the Markdown renderer (docs/spec.md §3). */
export const CODE_THEMES = [
  'atom',
  'a11y',
  'github',
  'gradient',
  'kimbie',
  'paraiso',
  'qtcreator',
  'stackoverflow',
] as const;
export type CodeTheme = (typeof CODE_THEMES)[number];

export type ThemeMode = 'light' | 'dark';

export type { PageHeader };

export interface StaticState {
  previewTheme: PreviewTheme;
  codeTheme: CodeTheme;
  /** Mirrors the theme feature's choice (its own key is useDarkKEY) so components can select it. */
  theme: ThemeMode;
  /** Per-route banner images from `GET /api/pageHeader/getAll`. */
  pageHeaderList: PageHeader[];
  /** Message board layout: cards instead of the danmaku wall. */
  messageTypeIsCard: boolean;
}

const INITIAL: StaticState = {
  previewTheme: 'default',
  codeTheme: 'atom',
  theme: 'light',
  pageHeaderList: [],
  messageTypeIsCard: false,
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

function isPageHeader(value: unknown): value is PageHeader {
  if (typeof value !== 'object' || value === null) return false;
  const { id, route_name, bg_url } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof route_name === 'string' && typeof bg_url === 'string';
}

/** Keeps each stored field only when it is still a valid value (themes get renamed, data gets edited). */
function decodeStatic(stored: unknown): Partial<StaticState> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { previewTheme, codeTheme, theme, pageHeaderList, messageTypeIsCard } = stored as Record<
    string,
    unknown
  >;
  const state: Partial<StaticState> = {};
  if (isOneOf(PREVIEW_THEMES, previewTheme)) state.previewTheme = previewTheme;
  if (isOneOf(CODE_THEMES, codeTheme)) state.codeTheme = codeTheme;
  if (isOneOf(['light', 'dark'] as const, theme)) state.theme = theme;
  if (Array.isArray(pageHeaderList)) state.pageHeaderList = pageHeaderList.filter(isPageHeader);
  if (typeof messageTypeIsCard === 'boolean') state.messageTypeIsCard = messageTypeIsCard;
  return state;
}

/** Site-wide display preferences and cached static data, persisted under `staticState`. */
export const useStaticStore = create<StaticState>()(
  persist(() => INITIAL, {
    name: STATIC_STORAGE_KEY,
    storage: createPersistStorage<StaticState>(local, { encode: (state) => state, decode: decodeStatic }),
  }),
);

export function setPreviewTheme(previewTheme: PreviewTheme): void {
  if (isOneOf(PREVIEW_THEMES, previewTheme)) useStaticStore.setState({ previewTheme });
}

export function setCodeTheme(codeTheme: CodeTheme): void {
  if (isOneOf(CODE_THEMES, codeTheme)) useStaticStore.setState({ codeTheme });
}

/** Only records the mode; applying it to the page is the theme feature's job. */
export function setThemeMode(theme: ThemeMode): void {
  if (theme === 'light' || theme === 'dark') useStaticStore.setState({ theme });
}

/** Replaces the banner list; entries of the wrong shape (a bad API body) are dropped. */
export function setPageHeaderList(list: readonly PageHeader[]): void {
  useStaticStore.setState({ pageHeaderList: Array.isArray(list) ? list.filter(isPageHeader) : [] });
}

export function setMessageTypeIsCard(messageTypeIsCard: boolean): void {
  useStaticStore.setState({ messageTypeIsCard });
}

/** The banner image for a route name (e.g. 'Home'), or undefined when none is configured. */
export function findPageHeader(list: readonly PageHeader[], routeName: string): string | undefined {
  return list.find((header) => header.route_name === routeName)?.bg_url;
}
