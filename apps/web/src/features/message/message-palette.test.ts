import { FastColor } from '@ant-design/fast-color';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, flatten, parseColor } from '../../lib/readable-color';
import {
  danmakuTextColor,
  darkTint,
  DANMAKU_BACKING,
  messagePalette,
  THEME_PAPER,
  VEILS,
  type ThemeName,
} from './message-palette';

const color = (text: string) => new FastColor(text);
const contrastOn = (text: string, background: string) => {
  const parsed = parseColor(text);
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return contrastRatio(parsed, color(background));
};

describe('messagePalette', () => {
  it('keeps a readable colour exactly as written', () => {
    const palette = messagePalette({ color: ' #c2255c ', background: '#f3f0ff', hasImage: false });
    expect(palette.light).toEqual({ background: '#f3f0ff', text: '#c2255c' });
    expect(palette.backing).toBe(false);
  });

  it('darkens a pale colour on the light default paper', () => {
    const { light } = messagePalette({ color: '#ffe066', hasImage: false });
    expect(light.background).toBeUndefined();
    expect(contrastOn(light.text, THEME_PAPER.light.paper)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('gives a pastel card a dark tint of its hue in the dark theme, and text that reads on it', () => {
    const { dark } = messagePalette({ color: '#b197fc', background: '#e7f5ff', hasImage: false });
    const tint = parseColor(dark.background);
    expect(tint).toBeDefined();
    // Dark, and still blue.
    expect(tint!.getLuminance()).toBeLessThan(0.05);
    expect(Math.abs(tint!.getHue() - color('#e7f5ff').getHue())).toBeLessThan(10);
    expect(contrastOn(dark.text, dark.background!)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('lightens the default text on a dark card the user chose in the light theme', () => {
    const { light, dark } = messagePalette({ background: '#212529', hasImage: false });
    expect(contrastOn(light.text, '#212529')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastOn(dark.text, dark.background!)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('tints every stop of a gradient and reads on all of them', () => {
    const gradient = 'linear-gradient(135deg, #f6d365 0%, #fda085 100%)';
    const palette = messagePalette({ color: '#ffffff', background: gradient, hasImage: false });
    expect(palette.light.background).toBe(gradient);
    for (const stop of ['#f6d365', '#fda085']) {
      expect(contrastOn(palette.light.text, stop)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    const darkStops = palette.dark.background!.match(/#[\da-f]{6}/g) ?? [];
    expect(darkStops).toHaveLength(2);
    expect(palette.dark.background).toMatch(/^linear-gradient\(135deg, #[\da-f]{6} 0%, #[\da-f]{6} 100%\)$/);
    for (const stop of darkStops) {
      expect(contrastOn(palette.dark.text, stop)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('puts a veil behind text on a picture, or on a gradient no colour reads on everywhere', () => {
    for (const look of [
      { color: '#ffe066', hasImage: true },
      { color: '#1f2d3d', hasImage: true },
    ]) {
      const palette = messagePalette(look);
      expect(palette.backing).toBe(true);
      for (const theme of ['light', 'dark'] as ThemeName[]) {
        const { veil, text } = palette[theme];
        expect(veil).toBeDefined();
        for (const under of ['#ffffff', '#000000']) {
          const shown = flatten(color(veil!), color(under)).toHexString();
          expect(contrastOn(text, shown)).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
    }
  });

  it('veils the light theme of a gradient from white to black, which no colour reads on', () => {
    const palette = messagePalette({
      color: '#ff0000',
      background: 'linear-gradient(#ffffff, #000000)',
      hasImage: false,
    });
    expect(palette.light.veil).toBeDefined();
    expect(palette.backing).toBe(true);
  });

  it('keeps light text light on a picture under a dark veil, and dark text under a light one', () => {
    expect(messagePalette({ color: '#ffffff', hasImage: true }).light).toMatchObject({
      text: '#ffffff',
      veil: VEILS.dark,
    });
    expect(messagePalette({ color: '#1f2d3d', hasImage: true }).light).toMatchObject({
      text: '#1f2d3d',
      veil: VEILS.light,
    });
    expect(messagePalette({ color: '#1f2d3d', hasImage: true }).dark.veil).toBe(VEILS.dark);
  });

  it('veils only the theme that needs it: white on a mid-tone gradient reads on its dark tint', () => {
    const gradient = 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)';
    const palette = messagePalette({ color: '#ffffff', background: gradient, hasImage: false });
    expect(palette.light.veil).toBe(VEILS.dark);
    expect(palette.dark).toEqual({ background: expect.stringMatching(/^linear-gradient/), text: '#ffffff' });
    expect(palette.backing).toBe(true);
  });

  it('keeps a band of a colourful background for the dark theme, not of white or grey', () => {
    expect(messagePalette({ background: '#f3f0ff', hasImage: false }).accent).toBe('#f3f0ff');
    for (const neutral of ['#ffffff', '#212529', 'linear-gradient(#ffffff, #000000)']) {
      expect(messagePalette({ background: neutral, hasImage: false }).accent).toBeUndefined();
    }
  });

  it('starts from the theme text when the colour is invalid or missing', () => {
    for (const bad of [undefined, 'bogus', 'rgb(1, 2)', 'transparent']) {
      const palette = messagePalette({ color: bad, hasImage: false });
      expect(palette.light.text).toBe(color(THEME_PAPER.light.text).toRgbString());
      expect(palette.dark.text).toBe(color(THEME_PAPER.dark.text).toRgbString());
    }
  });

  it('ignores what is not a colour inside a background', () => {
    const palette = messagePalette({
      background: 'linear-gradient(to right, bogus, #e7f5ff)',
      hasImage: false,
    });
    expect(palette.dark.background).toMatch(/^linear-gradient\(to right, bogus, #[\da-f]{6}\)$/);
  });
});

describe('darkTint', () => {
  it('keeps the hue of a pastel and makes it dark; grey and white stay neutral', () => {
    const peach = darkTint(color('#fff4e6'));
    expect(peach.getLuminance()).toBeLessThan(0.06);
    expect(Math.abs(peach.getHue() - color('#fff4e6').getHue())).toBeLessThan(8);
    const white = darkTint(color('#ffffff'));
    expect(white.getLuminance()).toBeLessThan(0.06);
    expect(white.getHSLSaturation()).toBeLessThan(0.15);
  });
});

describe('danmakuTextColor', () => {
  const pill = flatten(color(DANMAKU_BACKING), color('#ffffff')).toHexString();

  it('keeps a light colour that reads on the pill, even over the whitest picture', () => {
    expect(danmakuTextColor('#ffffff')).toBe('#ffffff');
    expect(danmakuTextColor(' #ffd43b ')).toBe('#ffd43b');
  });

  it('lightens a dark colour until it reads on the pill', () => {
    for (const dark of ['#1f2d3d', '#343a40', '#7048e8', 'navy']) {
      const fixed = danmakuTextColor(dark);
      expect(fixed).toBeDefined();
      expect(contrastOn(fixed!, pill), dark).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('leaves invalid colours to the default white', () => {
    for (const bad of [null, undefined, '', 'bogus', 'red;x:y', '#12', 7]) {
      expect(danmakuTextColor(bad)).toBeUndefined();
    }
  });
});
