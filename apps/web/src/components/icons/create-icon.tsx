import { use, type CSSProperties, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import { PageSymbolsContext, pageHasSymbol, pageSymbolId } from './page-symbols';
import spriteUrl from './sprite.svg?no-inline';

export interface IconProps extends HTMLAttributes<HTMLSpanElement> {
  /** Turns the icon round and round (the loading icon always does). */
  spin?: boolean;
  /** Degrees to turn the icon by. */
  rotate?: number;
  ref?: Ref<HTMLSpanElement>;
}

export interface IconComponent {
  (props: IconProps): ReactElement;
  displayName: string;
  /** The icon's symbol in the sprite: its @ant-design/icons-svg name, such as `HomeOutlined`. */
  symbol: string;
}

/** `HomeOutlined` → `home`, `ZoomOutOutlined` → `zoom-out`: the name antd's icons label themselves with. */
export function iconLabel(symbol: string): string {
  return symbol
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * An icon of @ant-design/icons, drawn from the site's icon sprite (`sprite.svg`, one cached file)
 * instead of carrying its paths in the JavaScript — or from the page's own copy of its symbol when
 * the server rendered it (page-symbols.ts). Its markup is antd's own (`span.anticon` with
 * `role="img"` and the icon's name as its label; the `.anticon` styles are on every page), so it
 * sits in buttons, menus and inputs as antd's icons do.
 */
export function createIcon(symbol: string): IconComponent {
  const label = iconLabel(symbol);
  const spriteHref = `${spriteUrl}#${symbol}`;
  const pageHref = `#${pageSymbolId(symbol)}`;
  function Icon({ className, spin, rotate, tabIndex, ...rest }: IconProps) {
    const serverPage = use(PageSymbolsContext);
    serverPage?.add(symbol);
    const href = serverPage || pageHasSymbol(symbol) ? pageHref : spriteHref;
    const classes = ['anticon', `anticon-${label}`];
    if (spin || label === 'loading') classes.push('anticon-spin');
    if (className) classes.push(className);
    const turned: CSSProperties | undefined = rotate ? { transform: `rotate(${rotate}deg)` } : undefined;
    return (
      <span
        role="img"
        aria-label={label}
        {...rest}
        tabIndex={tabIndex ?? (rest.onClick ? -1 : undefined)}
        className={classes.join(' ')}
      >
        <svg
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
          data-icon={label}
          style={turned}
        >
          <use href={href} />
        </svg>
      </span>
    );
  }
  Icon.displayName = symbol;
  Icon.symbol = symbol;
  return Icon;
}
