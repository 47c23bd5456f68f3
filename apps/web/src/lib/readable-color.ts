import { FastColor } from '@ant-design/fast-color';

/** WCAG 2 AA for normal-size text. */
export const AA_CONTRAST = 4.5;

const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const FUNCTION = /^(?:rgb|rgba|hsl|hsla)\(([^()]*)\)$/i;
const KEYWORD = /^[a-z]{3,20}$/i;

/**
 * A colour a browser would draw, parsed by antd's FastColor; undefined for anything else. FastColor
 * itself turns what it cannot read into black, so the forms it accepts are checked first: hex,
 * rgb()/hsl() with three or four numbers, and the named colours it knows. `transparent` (nothing to
 * draw) and keywords such as `inherit` are undefined too.
 */
export function parseColor(value: unknown): FastColor | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (HEX.test(text)) return new FastColor(text);
  const inside = FUNCTION.exec(text)?.[1];
  if (inside !== undefined) {
    const numbers = inside.match(/\d*\.?\d+/g) ?? [];
    const leftover = inside.replace(/\d*\.?\d+(?:%|deg)?/g, '').replace(/[\s,/]/g, '');
    return (numbers.length === 3 || numbers.length === 4) && leftover === ''
      ? new FastColor(text)
      : undefined;
  }
  if (!KEYWORD.test(text) || text.toLowerCase() === 'transparent') return undefined;
  const named = new FastColor(text);
  // An unknown name comes back black: only `black` itself may.
  return named.toHexString() !== '#000000' || text.toLowerCase() === 'black' ? named : undefined;
}

/** The colour as it shows over an opaque background (its alpha blended in). */
export function flatten(color: FastColor, background: FastColor): FastColor {
  return color.a >= 1 ? color.clone() : color.onBackground(background).setA(1);
}

/** WCAG contrast ratio (1–21) of a colour over an opaque background. */
export function contrastRatio(foreground: FastColor, background: FastColor): number {
  const front = flatten(foreground, background).getLuminance();
  const back = background.getLuminance();
  return (Math.max(front, back) + 0.05) / (Math.min(front, back) + 0.05);
}

/** The lowest contrast of a colour against every background it may stand on. */
export function worstContrast(foreground: FastColor, backgrounds: readonly FastColor[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(foreground, background)));
}

export interface ReadableColor {
  /** A CSS colour: the one given when it already reads well, else the nearest that does. */
  color: string;
  /** Its lowest contrast against the backgrounds. */
  contrast: number;
  /** Whether the colour had to change. */
  adjusted: boolean;
  /**
   * Whether it reaches the minimum. No colour does when the backgrounds span light and dark (a
   * gradient from white to black): then the better of black and white comes back, and the caller
   * should put a backing behind the text.
   */
  readable: boolean;
}

/**
 * Keeps a user's colour but makes it readable: when its contrast against any of the backgrounds
 * (say the stops of a gradient) is below `minimum`, its HSL lightness moves, as little as needed,
 * towards black or white — whichever gets there with the smaller change — keeping its hue and
 * saturation. Backgrounds are opaque; a translucent foreground is judged as blended over each.
 */
export function readableColor(
  foreground: FastColor,
  backgrounds: readonly FastColor[],
  minimum = AA_CONTRAST,
): ReadableColor {
  if (backgrounds.length === 0) throw new Error('readableColor needs at least one background');
  const given = worstContrast(foreground, backgrounds);
  if (given >= minimum) {
    return { color: foreground.toRgbString(), contrast: given, adjusted: false, readable: true };
  }
  const { h, s, l } = foreground.toHsl();
  const withLightness = (lightness: number) => new FastColor({ h, s, l: lightness });
  const candidates: { color: FastColor; change: number; darker: boolean }[] = [];
  for (const end of [0, 1]) {
    if (worstContrast(withLightness(end), backgrounds) < minimum) continue;
    // Luminance grows with lightness at a fixed hue and saturation: bisect towards `end`.
    let near = l;
    let far = end;
    for (let step = 0; step < 24; step++) {
      const middle = (near + far) / 2;
      if (worstContrast(withLightness(middle), backgrounds) >= minimum) far = middle;
      else near = middle;
    }
    candidates.push({ color: withLightness(far), change: Math.abs(far - l), darker: end === 0 });
  }
  candidates.sort((a, b) => a.change - b.change);
  const best = candidates[0];
  if (best) {
    // Rounded to whole channels: check again, a hair further if rounding lost the last bit.
    let color = new FastColor(best.color.toHexString());
    for (let nudge = 0; worstContrast(color, backgrounds) < minimum && nudge < 10; nudge++) {
      color = best.darker ? color.darken(1) : color.lighten(1);
    }
    return {
      color: color.toHexString(),
      contrast: worstContrast(color, backgrounds),
      adjusted: true,
      readable: true,
    };
  }
  const black = new FastColor('#000000');
  const white = new FastColor('#ffffff');
  const [blackContrast, whiteContrast] = [
    worstContrast(black, backgrounds),
    worstContrast(white, backgrounds),
  ];
  const pick = blackContrast >= whiteContrast ? black : white;
  return {
    color: pick.toHexString(),
    contrast: Math.max(blackContrast, whiteContrast),
    adjusted: true,
    readable: false,
  };
}
