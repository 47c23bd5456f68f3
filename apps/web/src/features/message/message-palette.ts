import { FastColor } from '@ant-design/fast-color';
import { flatten, parseColor, readableColor, type ReadableColor } from '../../lib/readable-color';

export type ThemeName = 'light' | 'dark';

/**
 * What a message's paper stands on in each theme, as `styles/theme.css` paints it: `paper` is the
 * default paper (--blog-card-soft), `card` what shows through a translucent colour (--blog-card),
 * `text` the default text (--blog-text).
 */
export const THEME_PAPER = {
  light: { paper: '#f7f9fc', card: '#ffffff', text: '#1f2d3d' },
  dark: { paper: '#21252c', card: '#1a1d23', text: '#e4e7eb' },
} as const;

/** The veils put behind text that no colour could make readable on its own (a picture). */
export const VEILS = { light: 'rgba(255, 255, 255, 0.84)', dark: 'rgba(16, 18, 24, 0.78)' } as const;

/** How much of a colour's hue shows in its dark-theme card, and at most how saturated: a tint. */
const DARK_TINT_PERCENT = 20;
const DARK_TINT_SATURATION = 0.55;
/** The least chroma (0–1) a background needs for its band: #f3f0ff has 0.06, #212529 0.03. */
const ACCENT_CHROMA = 0.05;

/** A message's paper in one theme. */
export interface ThemedPaper {
  /** The paper's background (a colour or a gradient); undefined for the theme's own. */
  background?: string;
  /** The text colour, readable (WCAG AA) on that background or on the veil. */
  text: string;
  /** A veil behind the text, when the background alone cannot carry it. */
  veil?: string;
}

export interface MessagePalette {
  light: ThemedPaper;
  dark: ThemedPaper;
  /**
   * The chosen background itself, for the dark theme's band along the paper's top; none when it
   * has no hue to speak of (white, greys, black), which would only draw a stray line.
   */
  accent?: string;
  /** The text has a veil in some theme (a picture, or a gradient no colour reads on everywhere). */
  backing: boolean;
}

const COLOR_TOKEN = /#[\da-f]{3,8}\b|(?:rgba?|hsla?)\([^()]*\)|\b[a-z]+\b/gi;

/** The colours a background is made of: the colour itself, or a gradient's stops. */
function backgroundStops(background: string): { stops: FastColor[]; seeThrough: boolean } {
  const stops: FastColor[] = [];
  let seeThrough = false;
  for (const token of background.match(COLOR_TOKEN) ?? []) {
    if (token.toLowerCase() === 'transparent') seeThrough = true;
    const color = parseColor(token);
    if (!color) continue;
    if (color.a < 1) seeThrough = true;
    stops.push(color);
  }
  return { stops, seeThrough };
}

/**
 * The dark theme's version of a light colour: its hue at full strength, mixed lightly into the
 * dark paper, so a pastel card stays recognisably peach or mint without glowing.
 */
export function darkTint(color: FastColor): FastColor {
  const { h, s } = color.toHsl();
  const vivid = { h, s: Math.min(s, DARK_TINT_SATURATION), l: 0.5 };
  return new FastColor(THEME_PAPER.dark.paper).mix(vivid, DARK_TINT_PERCENT);
}

/** A background with every colour in it swapped for its dark tint (`transparent` stays). */
function darkVersion(background: string): string {
  return background.replace(COLOR_TOKEN, (token) => {
    const color = parseColor(token);
    if (!color) return token;
    const flat = flatten(color, new FastColor(THEME_PAPER.dark.card));
    return darkTint(flat).toHexString();
  });
}

/** A veil over the brightest and the darkest picture: the text must read on both. */
function veilExtremes(veil: string): FastColor[] {
  const color = new FastColor(veil);
  return ['#ffffff', '#000000'].map((under) => flatten(color, new FastColor(under)));
}

/**
 * A message's colours in both themes. The user's text colour is kept when it reads well, else
 * moved in lightness until it does (lib/readable-color); a missing or invalid one starts from
 * the theme's text. Light theme: the user's background as chosen; dark theme: its tint.
 * `background` and `color` are the message's, already checked against the contract's rules.
 */
export function messagePalette(look: {
  color?: string;
  background?: string;
  hasImage: boolean;
}): MessagePalette {
  const { stops, seeThrough } = look.background
    ? backgroundStops(look.background)
    : { stops: [], seeThrough: false };
  const darkBackground = look.background ? darkVersion(look.background) : undefined;

  const standsOn = (theme: ThemeName): FastColor[] => {
    const card = new FastColor(THEME_PAPER[theme].card);
    if (stops.length === 0) return [new FastColor(THEME_PAPER[theme].paper)];
    const flat = stops.map((stop) => flatten(stop, card));
    const shown = theme === 'dark' ? flat.map(darkTint) : flat;
    return seeThrough ? [...shown, card] : shown;
  };

  const user = look.color === undefined ? undefined : parseColor(look.color);
  const paperFor = (theme: ThemeName, background: string | undefined): ThemedPaper => {
    const start = user ?? new FastColor(THEME_PAPER[theme].text);
    // Kept as the user wrote it when it reads well (the page shows exactly their colour).
    const text = (result: ReadableColor) =>
      user && look.color && !result.adjusted ? look.color.trim() : result.color;
    if (!look.hasImage) {
      const plain = readableColor(start, standsOn(theme));
      if (plain.readable) return { background, text: text(plain) };
    }
    // Light text keeps a dark veil; the dark theme's veils are always dark.
    const veil = theme === 'dark' || start.getLuminance() > 0.18 ? VEILS.dark : VEILS.light;
    return { background, text: text(readableColor(start, veilExtremes(veil))), veil };
  };

  const light = paperFor('light', look.background);
  const dark = paperFor('dark', darkBackground);
  const colourful = stops.some(
    (stop) => (Math.max(stop.r, stop.g, stop.b) - Math.min(stop.r, stop.g, stop.b)) / 255 >= ACCENT_CHROMA,
  );
  return {
    light,
    dark,
    accent: colourful ? look.background : undefined,
    backing: Boolean(light.veil ?? dark.veil),
  };
}

/**
 * A danmaku's translucent pill (danmaku-wall.module.css `.bullet`). It flies over the banner
 * picture, so its colour is judged over the pill on white, the brightest picture there could be.
 */
export const DANMAKU_BACKING = 'rgba(10, 16, 26, 0.8)';

/** A danmaku's text colour, readable on its pill whatever the picture behind; undefined: the default white. */
export function danmakuTextColor(color: unknown): string | undefined {
  const user = parseColor(color);
  if (!user || typeof color !== 'string') return undefined;
  const pill = flatten(new FastColor(DANMAKU_BACKING), new FastColor('#ffffff'));
  const result = readableColor(user, [pill]);
  return result.adjusted ? result.color : color.trim();
}
