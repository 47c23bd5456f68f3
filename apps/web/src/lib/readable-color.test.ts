import { FastColor } from '@ant-design/fast-color';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, parseColor, readableColor, worstContrast } from './readable-color';

const color = (text: string) => new FastColor(text);
const WHITE = color('#ffffff');
const BLACK = color('#000000');

describe('parseColor', () => {
  it('reads hex, rgb(), rgba(), hsl(), hsla() and named colours', () => {
    expect(parseColor('#fff')?.toHexString()).toBe('#ffffff');
    expect(parseColor(' #FFAA00 ')?.toHexString()).toBe('#ffaa00');
    expect(parseColor('#ffaa0080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgb(1, 2, 3)')?.toHexString()).toBe('#010203');
    expect(parseColor('rgba(10,20,30,0.5)')?.a).toBe(0.5);
    expect(parseColor('rgb(1 2 3 / 50%)')?.a).toBe(0.5);
    expect(parseColor('hsl(200deg, 50%, 40%)')?.toHexString()).toBe('#337799');
    expect(parseColor('hsla(200, 50%, 40%, 1)')?.toHexString()).toBe('#337799');
    expect(parseColor('RebeccaPurple')?.toHexString()).toBe('#663399');
    expect(parseColor('black')?.toHexString()).toBe('#000000');
  });

  it('refuses what a browser would not draw, instead of turning it into black', () => {
    for (const bad of [
      'bogus',
      'inherit',
      'currentColor',
      'transparent',
      '#ggg',
      '#12345',
      '#1234567',
      'rgb(1, 2)',
      'rgb(1, 2, 3, 4, 5)',
      'rgb(red, 2, 3)',
      'rgb(1, 2, 3',
      'url(x)',
      'red;background:url(x)',
      'linear-gradient(red, blue)',
      '',
      '   ',
      null,
      undefined,
      42,
      {},
    ]) {
      expect(parseColor(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});

describe('contrastRatio', () => {
  it('follows WCAG: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio(color('#777777'), color('#777777'))).toBe(1);
    // A well-known pair: #777 on white is just under AA.
    expect(contrastRatio(color('#777777'), WHITE)).toBeCloseTo(4.48, 2);
  });

  it('blends a translucent foreground over the background first', () => {
    expect(contrastRatio(color('rgba(0,0,0,0)'), WHITE)).toBe(1);
    expect(contrastRatio(color('rgba(0,0,0,0.5)'), WHITE)).toBeCloseTo(
      contrastRatio(color('#808080'), WHITE),
      1,
    );
  });
});

describe('readableColor', () => {
  it('keeps a colour that already reads well', () => {
    const result = readableColor(color('#1864ab'), [WHITE]);
    expect(result).toMatchObject({ adjusted: false, readable: true });
    expect(result.contrast).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(parseColor(result.color)?.toHexString()).toBe('#1864ab');
  });

  it('darkens a light colour on a light background, keeping its hue', () => {
    const yellow = color('#ffe066');
    const result = readableColor(yellow, [WHITE]);
    expect(result).toMatchObject({ adjusted: true, readable: true });
    const fixed = parseColor(result.color)!;
    expect(contrastRatio(fixed, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(result.contrast).toBeCloseTo(contrastRatio(fixed, WHITE), 5);
    expect(Math.abs(fixed.getHue() - yellow.getHue())).toBeLessThan(4);
    // As little as needed: not pushed all the way to black.
    expect(result.contrast).toBeLessThan(AA_CONTRAST + 0.3);
  });

  it('lightens a dark colour on a dark background', () => {
    const background = color('#21252c');
    const result = readableColor(color('#343a40'), [background]);
    const fixed = parseColor(result.color)!;
    expect(fixed.getLuminance()).toBeGreaterThan(background.getLuminance());
    expect(contrastRatio(fixed, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('reads well on every stop of a gradient', () => {
    const stops = [color('#a1c4fd'), color('#c2e9fb')];
    const result = readableColor(color('#ffffff'), stops);
    expect(result.readable).toBe(true);
    expect(worstContrast(parseColor(result.color)!, stops)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('takes the smaller change: a mid colour on mid-dark grey goes light, on mid-light grey dark', () => {
    const onDark = parseColor(readableColor(color('#e64980'), [color('#303030')]).color)!;
    expect(onDark.getLightness()).toBeGreaterThan(color('#e64980').getLightness());
    const onLight = parseColor(readableColor(color('#e64980'), [color('#d0d0d0')]).color)!;
    expect(onLight.getLightness()).toBeLessThan(color('#e64980').getLightness());
  });

  it('says when no colour can be read on backgrounds from white to black, and picks the better end', () => {
    const result = readableColor(color('#ff0000'), [WHITE, BLACK]);
    expect(result.readable).toBe(false);
    expect(['#000000', '#ffffff']).toContain(result.color);
  });

  it('makes a nearly transparent colour opaque enough to read', () => {
    const result = readableColor(color('rgba(255, 0, 0, 0.1)'), [WHITE]);
    expect(result.adjusted).toBe(true);
    expect(contrastRatio(parseColor(result.color)!, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('needs a background', () => {
    expect(() => readableColor(WHITE, [])).toThrow();
  });
});
