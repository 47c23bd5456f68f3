import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useStaticStore } from '../stores/static-store';
import { IconStylesOnPage } from './icon-styles';
import { useMediaQuery } from './use-media-query';

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

const BRAND_TOKEN: ThemeConfig['token'] = {
  colorPrimary: '#49b1f5',
  colorInfo: '#49b1f5',
  borderRadius: 10,
  fontFamily: FONT_FAMILY,
};

/**
 * A filled primary button carries white text: on the brand blue that is 2.4:1, so its fill is the
 * deeper blue of `--blog-primary-ink` (5.4:1), lighter on hover, deeper when pressed.
 */
const BRAND_COMPONENTS: ThemeConfig['components'] = {
  Button: { colorPrimary: '#1b6fa8', colorPrimaryHover: '#2a84c2', colorPrimaryActive: '#155a8a' },
};

/** antd's tokens, matched to the `--blog-*` CSS variables of styles/theme.css. */
const THEMES: Record<'light' | 'dark', ThemeConfig> = {
  light: { algorithm: antdTheme.defaultAlgorithm, token: BRAND_TOKEN, components: BRAND_COMPONENTS },
  dark: {
    algorithm: antdTheme.darkAlgorithm,
    components: BRAND_COMPONENTS,
    token: {
      ...BRAND_TOKEN,
      colorBgContainer: '#1a1d23',
      colorBgElevated: '#21252c',
      colorBgLayout: '#0f1115',
    },
  },
};

/**
 * The same without antd's motion, for a visitor who asks for reduced motion: popups, drawers and
 * messages open still, as the rest of the page does (styles/global.css ends every animation at once
 * and leaves transitions alone, since a transition forced onto every element sent popups off screen).
 */
const STILL_THEMES: Record<'light' | 'dark', ThemeConfig> = {
  light: { ...THEMES.light, token: { ...THEMES.light.token, motion: false } },
  dark: { ...THEMES.dark, token: { ...THEMES.dark.token, motion: false } },
};

/**
 * Wrap every antd component in this: Chinese locale and the brand theme, dark or light.
 *
 * There is deliberately no app-wide ConfigProvider: antd (its CSS-in-JS engine, ConfigProvider and
 * popups, ~55 KB gzip) would then load with the first page, and the home page must stay within the
 * 200 KB budget (docs/design.md §10). Pages, dialogs and drawers that use antd load lazily and bring antd
 * along, each inside its own scope.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const mode = useStaticStore((state) => state.theme);
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider locale={zhCN} theme={(still ? STILL_THEMES : THEMES)[mode]}>
      <IconStylesOnPage>{children}</IconStylesOnPage>
    </ConfigProvider>
  );
}
