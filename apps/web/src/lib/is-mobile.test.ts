import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isMobileDevice, isMobileUserAgent, isTouchDevice } from './is-mobile';

const MOBILE = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0',
  harmonyOs: 'Mozilla/5.0 (Linux; HarmonyOS 4.0; ALN-AL00) AppleWebKit/537.36 Chrome/99.0 Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; V2171A) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15.15063',
};

const DESKTOP = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 Chrome/81.0 Safari/537.36 MicroMessenger/7.0.20 WindowsWechat',
  empty: '',
};

describe('isMobileUserAgent', () => {
  it.each(Object.entries(MOBILE))('%s is mobile', (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each(Object.entries(DESKTOP))('%s is not mobile', (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });

  it('does not match words that merely contain a token', () => {
    expect(isMobileUserAgent('MobiusBrowser/1.0 (X11; Linux)')).toBe(false);
  });
});

describe('isMobileDevice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads navigator.userAgent', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(MOBILE.iphone);
    expect(isMobileDevice()).toBe(true);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP.chromeWindows);
    expect(isMobileDevice()).toBe(false);
  });
});

describe('isTouchDevice', () => {
  // jsdom defines window.ontouchstart but no maxTouchPoints or matchMedia: each test sets the
  // environment it describes and jsdom's own property is restored afterwards.
  const touchStart = Object.getOwnPropertyDescriptor(window, 'ontouchstart');
  const setTouchPoints = (points: number) => {
    Object.defineProperty(navigator, 'maxTouchPoints', { value: points, configurable: true });
  };

  beforeEach(() => {
    Reflect.deleteProperty(window, 'ontouchstart');
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
    Reflect.deleteProperty(window, 'matchMedia');
    Reflect.deleteProperty(window, 'ontouchstart');
    if (touchStart) Object.defineProperty(window, 'ontouchstart', touchStart);
  });

  it('is false for a mouse-only desktop', () => {
    setTouchPoints(0);
    expect(isTouchDevice()).toBe(false);
  });

  it('is true when the browser reports touch points', () => {
    setTouchPoints(5);
    expect(isTouchDevice()).toBe(true);
  });

  it('is true when touch events exist', () => {
    setTouchPoints(0);
    Object.defineProperty(window, 'ontouchstart', { value: null, configurable: true });
    expect(isTouchDevice()).toBe(true);
  });

  it('is true when the primary pointer is coarse', () => {
    setTouchPoints(0);
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(pointer: coarse)' }),
    });
    expect(isTouchDevice()).toBe(true);
  });
});
