import { describe, expect, it } from 'vitest';
import { describeAgent, externalReferrer, MAX_PATH_LENGTH, notCounted, pagePath } from './visit';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; V2243A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('pagePath', () => {
  it('keeps the path and only the parameters that pick a page', () => {
    expect(pagePath('/article?id=3&utm_source=feed')).toBe('/article?id=3');
    expect(pagePath('/articleList?id=2&type=tag&page=4')).toBe('/articleList?id=2&type=tag');
    expect(pagePath('/search?q=密码')).toBe('/search');
    expect(pagePath('/archives#top')).toBe('/archives');
    expect(pagePath('//home')).toBeNull();
  });

  it('decodes Chinese paths and cuts long ones', () => {
    expect(pagePath('/tag/%E5%89%8D%E7%AB%AF')).toBe('/tag/前端');
    expect(pagePath(`/${'x'.repeat(500)}`)).toHaveLength(MAX_PATH_LENGTH);
    expect(pagePath('/broken%E5')).toBe('/broken%E5');
  });

  it('refuses what is no visitor’s page', () => {
    for (const raw of [
      '',
      'home',
      'https://example.com/',
      '/admin',
      '/admin/visits',
      '/api/config',
      '/wapi/x',
    ]) {
      expect(pagePath(raw), raw).toBeNull();
    }
    expect(pagePath('/administrator')).toBe('/administrator');
  });
});

describe('externalReferrer', () => {
  it('keeps the host of another site, without www', () => {
    expect(externalReferrer('https://www.google.com/search?q=x', 'blog.example')).toBe('google.com');
    expect(externalReferrer('http://news.example:8080/a', 'blog.example')).toBe('news.example');
  });

  it('drops this site, other schemes and what is no address', () => {
    expect(externalReferrer('https://blog.example/article?id=1', 'blog.example:443')).toBeNull();
    expect(externalReferrer('https://www.blog.example/', 'blog.example')).toBeNull();
    expect(externalReferrer('javascript:alert(1)', 'blog.example')).toBeNull();
    expect(externalReferrer('android-app://com.google.android.gm/', 'blog.example')).toBeNull();
    expect(externalReferrer('not a url', 'blog.example')).toBeNull();
    expect(externalReferrer(undefined, 'blog.example')).toBeNull();
    expect(externalReferrer('', 'blog.example')).toBeNull();
  });
});

describe('describeAgent', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describeAgent(CHROME)).toEqual({ browser: 'Chrome', os: 'Windows', device: '电脑' });
    expect(describeAgent(ANDROID_WECHAT)).toEqual({ browser: 'WeChat', os: 'Android', device: '手机' });
    expect(describeAgent(IPAD)).toMatchObject({ os: 'iOS', device: '平板' });
    expect(describeAgent('something')).toEqual({ browser: '其他', os: '其他', device: '其他' });
  });
});

describe('notCounted', () => {
  it('tells robots and opted-out visitors from visitors', () => {
    expect(notCounted({ 'user-agent': CHROME })).toBeNull();
    expect(
      notCounted({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }),
    ).toBe('bot');
    expect(
      notCounted({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36' }),
    ).toBe('bot');
    expect(notCounted({ 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0)' })).toBe('bot');
    expect(notCounted({})).toBe('bot');
    expect(notCounted({ 'user-agent': ' ' })).toBe('bot');
    expect(notCounted({ 'user-agent': CHROME, dnt: '1' })).toBe('opted-out');
    expect(notCounted({ 'user-agent': CHROME, 'sec-gpc': '1' })).toBe('opted-out');
    expect(notCounted({ 'user-agent': CHROME, dnt: '0' })).toBeNull();
  });
});
