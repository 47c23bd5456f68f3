import { IconProvider } from '@ant-design/icons';
import IconContext from '@ant-design/icons/es/components/Context';
import { iconStyles } from '@ant-design/icons/es/utils';
import { useContext, useMemo, type ReactNode } from 'react';

/** The mark @ant-design/icons looks for before adding its style sheet to a page. */
const ICON_STYLE_KEY = '@ant-design-icons';

/** The icons' style sheet as the server puts it in a page's head, marked as the icons would mark it. */
export const ICON_STYLE_TAG = `<style data-rc-order="prepend" rc-util-key="${ICON_STYLE_KEY}">${iconStyles}</style>`;

/**
 * Puts the icons' style sheet on the page unless the server did. Call once before the first render:
 * every icon then leaves the page's styles alone (see IconStylesOnPage).
 */
export function ensureIconStyles(): void {
  if (document.head.querySelector(`style[rc-util-key="${ICON_STYLE_KEY}"]`)) return;
  const style = document.createElement('style');
  style.dataset.rcOrder = 'prepend';
  style.setAttribute('rc-util-key', ICON_STYLE_KEY);
  style.textContent = iconStyles;
  document.head.prepend(style);
}

/**
 * Tells the icons below that their style sheet is on the page already. Without it each icon, as it
 * mounts, searches the head's style sheets for its own, and the first adds it: a page's worth of
 * icons hydrating did both, and the added sheet made the browser restyle the whole page.
 */
export function IconStylesOnPage({ children }: { children: ReactNode }) {
  const outer = useContext(IconContext);
  const value = useMemo(() => ({ ...outer, zeroRuntime: true }), [outer]);
  return <IconProvider value={value}>{children}</IconProvider>;
}
