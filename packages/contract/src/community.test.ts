import { describe, expect, it } from 'vitest';
import { commentApplyBody, parentCommentBody } from './comment';
import { linkAddBody } from './link';
import { messageAddBody } from './message';
import { isCssBackground, isCssColor, isHttpUrl, isLocalUpload, visibleLength } from './validation';

describe('community rules', () => {
  it('accepts only absolute http(s) URLs', () => {
    for (const url of ['https://cn.vuejs.org/', 'http://localhost:8080/a?b=1#c', 'HTTPS://EXAMPLE.COM']) {
      expect(isHttpUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      ' https://a.com',
      'https://a.com/x y',
      '//a.com',
      'ftp://a.com',
      'data:text/html,x',
      'https://',
      '/media/uploads/a.webp',
      '',
    ]) {
      expect(isHttpUrl(url), url).toBe(false);
    }
  });

  it('recognises our own uploads, without climbing out of them', () => {
    expect(isLocalUpload('/media/uploads/images/2026/11/a.webp')).toBe(true);
    expect(isLocalUpload('/media/uploads/../secret')).toBe(false);
    expect(isLocalUpload('/media/music/1')).toBe(false);
    expect(isLocalUpload('https://a.com/media/uploads/a.webp')).toBe(false);
  });

  it('accepts colours and gradients, never anything that escapes the declaration', () => {
    for (const color of [
      '#fff',
      '#ff6600',
      '#ff660080',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,.5)',
      'hsl(120deg 50% 50%)',
      'red',
    ]) {
      expect(isCssColor(color), color).toBe(true);
    }
    for (const color of [
      'red;background:url(x)',
      'url(javascript:alert(1))',
      'expression(alert(1))',
      '#ggg',
      '',
    ]) {
      expect(isCssColor(color), color).toBe(false);
    }
    expect(isCssBackground('linear-gradient(135deg, #667eea 0%, #764ba2 100%)')).toBe(true);
    expect(isCssBackground('linear-gradient(120deg, rgba(161, 196, 253, 0.8) 0%, #c2e9fb 100%)')).toBe(true);
    for (const sneaky of [
      'linear-gradient(red, url(x))',
      'linear-gradient(red,red),url(//evil.example/x.png)',
      'linear-gradient(red, var(--x))',
      'linear-gradient(red;color:blue)',
    ]) {
      expect(isCssBackground(sneaky), sneaky).toBe(false);
    }
    expect(isCssBackground('url(https://a.com/x.png)')).toBe(false);
  });

  it('counts visible characters: tags are free, an entity is one character', () => {
    expect(visibleLength('<p><b>你好</b>&amp;</p>')).toBe(3);
    expect(visibleLength('😀😀')).toBe(2);
  });

  it('message bodies: 1–555 visible characters, styles in range', () => {
    expect(messageAddBody.safeParse({ message: `<b>${'字'.repeat(555)}</b>` }).success).toBe(true);
    expect(messageAddBody.safeParse({ message: '字'.repeat(556) }).success).toBe(false);
    expect(messageAddBody.safeParse({ message: '<p> </p>' }).success).toBe(false);
    expect(messageAddBody.safeParse({ message: 'hi', font_size: 36, font_weight: 900 }).success).toBe(true);
    expect(messageAddBody.safeParse({ message: 'hi', font_size: 40 }).success).toBe(false);
    expect(messageAddBody.safeParse({ message: 'hi', color: '', bg_url: '' }).success).toBe(true);
  });

  it('link bodies need a name and an http(s) address; the avatar is optional', () => {
    expect(linkAddBody.parse({ site_name: ' 小站 ', url: 'https://a.com' })).toMatchObject({
      site_name: '小站',
    });
    expect(linkAddBody.safeParse({ site_name: '小站', url: 'https://a.com', site_avatar: '' }).success).toBe(
      true,
    );
    expect(linkAddBody.safeParse({ site_name: '小站', url: 'javascript:alert(1)' }).success).toBe(false);
    expect(linkAddBody.safeParse({ site_name: '', url: 'https://a.com' }).success).toBe(false);
  });

  it('comment bodies default to the newest order and refuse empty replies', () => {
    expect(parentCommentBody.parse({ type: 1, for_id: 3 })).toEqual({
      current: 1,
      size: 10,
      type: 1,
      for_id: 3,
      order: 'new',
    });
    expect(commentApplyBody.safeParse({ parent_id: 1, content: '  ' }).success).toBe(false);
  });
});
