import { describe, expect, it } from 'vitest';
import {
  clampFontSize,
  clampFontWeight,
  hasOwnBackground,
  messagePaper,
  safeBackground,
  safeColor,
  safeImageUrl,
} from './message-style';

describe('clampFontSize', () => {
  it('keeps sizes from 12 to 36 and rounds to whole pixels', () => {
    expect(clampFontSize(12)).toBe(12);
    expect(clampFontSize(20.6)).toBe(21);
    expect(clampFontSize(36)).toBe(36);
    expect(clampFontSize('18')).toBe(18);
  });

  it('clamps sizes outside the range', () => {
    expect(clampFontSize(2)).toBe(12);
    expect(clampFontSize(-20)).toBe(12);
    expect(clampFontSize(400)).toBe(36);
  });

  it('falls back to 16 for anything unreadable', () => {
    for (const value of [null, undefined, Number.NaN, Infinity, '', 'big', {}]) {
      expect(clampFontSize(value)).toBe(16);
    }
  });
});

describe('clampFontWeight', () => {
  it('keeps weights from 400 to 900 in steps of 100', () => {
    expect(clampFontWeight(400)).toBe(400);
    expect(clampFontWeight(640)).toBe(600);
    expect(clampFontWeight(650)).toBe(700);
    expect(clampFontWeight('900')).toBe(900);
  });

  it('clamps weights outside the range', () => {
    expect(clampFontWeight(100)).toBe(400);
    expect(clampFontWeight(1000)).toBe(900);
  });

  it('falls back to 500 for anything unreadable', () => {
    for (const value of [null, undefined, Number.NaN, 'bold', []]) {
      expect(clampFontWeight(value)).toBe(500);
    }
  });
});

describe('safeColor', () => {
  it('accepts hex, rgb(), rgba(), hsl() and keywords', () => {
    for (const color of [
      '#fff',
      '#FFAA00',
      '#ffaa0080',
      'rgb(1, 2, 3)',
      'rgba(10,20,30,0.5)',
      'hsl(200, 50%, 40%)',
      'red',
    ]) {
      expect(safeColor(color)).toBe(color);
    }
  });

  it('refuses anything that could smuggle more into a style', () => {
    for (const color of [
      'red;background:url(https://evil.example/x.png)',
      'url(javascript:alert(1))',
      'expression(alert(1))',
      'var(--x)',
      'linear-gradient(red, blue)',
      '',
      42,
      null,
    ]) {
      expect(safeColor(color)).toBeUndefined();
    }
  });
});

describe('safeBackground', () => {
  it('accepts colours and linear gradients', () => {
    expect(safeBackground('#123456')).toBe('#123456');
    expect(safeBackground('linear-gradient(135deg, #f6d365 0%, #fda085 100%)')).toBe(
      'linear-gradient(135deg, #f6d365 0%, #fda085 100%)',
    );
  });

  it('refuses url() and declarations', () => {
    expect(safeBackground('url(/media/uploads/a.png)')).toBeUndefined();
    expect(safeBackground('red; position: fixed')).toBeUndefined();
  });
});

describe('safeImageUrl', () => {
  it('accepts this site’s uploads', () => {
    expect(safeImageUrl('/media/uploads/2026/ab12.webp')).toBe('/media/uploads/2026/ab12.webp');
  });

  it('refuses other sites (their pictures come as the blog’s copies), other schemes, traversal and anything that breaks out of url("…")', () => {
    for (const url of [
      'https://example.com/a.png',
      '//evil.example/a.png',
      'javascript:alert(1)',
      '/media/uploads/../../api/user',
      '/api/user/getUserInfoById/1',
      'https://example.com/a.png")',
      "https://example.com/a'.png",
      'https://example.com/a(1).png',
      'data:image/png;base64,AAAA',
      '',
      null,
    ]) {
      expect(safeImageUrl(url)).toBeUndefined();
    }
  });
});

describe('messagePaper', () => {
  it('applies clamped size and weight, and the colours for both themes', () => {
    const { style, backing } = messagePaper({
      color: '#c2255c',
      font_size: 50,
      font_weight: 820,
      bg_color: '#f3f0ff',
    });
    expect(style).toMatchObject({
      fontSize: 36,
      fontWeight: 800,
      '--paper-text-light': '#c2255c',
      '--paper-bg-light': '#f3f0ff',
      '--paper-accent': '#f3f0ff',
    });
    expect(style).toHaveProperty('--paper-bg-dark');
    expect(style).toHaveProperty('--paper-text-dark');
    expect(backing).toBe(false);
  });

  it('puts an uploaded picture behind the text, with a veil for the text', () => {
    const { style, backing } = messagePaper({ bg_url: '/media/uploads/x.jpg', bg_color: '#123456' });
    expect(style.backgroundImage).toBe('url("/media/uploads/x.jpg")');
    expect(style.backgroundSize).toBe('cover');
    expect(style).toMatchObject({ '--paper-bg-light': '#123456' });
    expect(style.background).toBeUndefined();
    expect(backing).toBe(true);
  });

  it('leaves out unsafe values and uses defaults for missing ones', () => {
    expect(messagePaper({ color: 'red;x:y', bg_url: 'javascript:alert(1)', bg_color: 'url(x)' })).toEqual({
      style: { fontSize: 16, fontWeight: 500 },
      backing: false,
    });
  });
});

describe('hasOwnBackground', () => {
  it('is true with a picture or a visible colour', () => {
    expect(hasOwnBackground({ bg_url: '/media/uploads/a.png' })).toBe(true);
    expect(hasOwnBackground({ bg_color: '#000' })).toBe(true);
    expect(hasOwnBackground({ bg_color: 'transparent' })).toBe(false);
    expect(hasOwnBackground({})).toBe(false);
  });
});
