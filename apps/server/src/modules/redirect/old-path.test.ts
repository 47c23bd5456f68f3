import { describe, expect, it } from 'vitest';
import { oldPathKey } from './old-path';

describe('oldPathKey', () => {
  it('finds one key for the ways a path gets written', () => {
    const key = '/2023/12/21/你好-世界';
    for (const written of [
      '/2023/12/21/你好-世界/',
      '/2023/12/21/你好-世界',
      '2023/12/21/你好-世界',
      '/2023/12/21/%E4%BD%A0%E5%A5%BD-%E4%B8%96%E7%95%8C/',
      '/2023/12/21/%e4%bd%a0%e5%a5%bd-%e4%b8%96%e7%95%8c',
      'https://old.example.com/2023/12/21/你好-世界/?utm_source=x#comments',
      '//old.example.com/2023//12/21/你好-世界/index.html',
    ]) {
      expect(oldPathKey(written), written).toBe(key);
    }
  });

  it("keeps WordPress's post and page ids on the home page", () => {
    expect(oldPathKey('/?p=123')).toBe('/?p=123');
    expect(oldPathKey('https://wp.example/?utm=1&p=0123')).toBe('/?p=123');
    expect(oldPathKey('/?page_id=7')).toBe('/?page_id=7');
    expect(oldPathKey('/archives?p=123')).toBe('/archives');
  });

  it('has no key for the home page or junk', () => {
    expect(oldPathKey('/')).toBeNull();
    expect(oldPathKey('https://wp.example/')).toBeNull();
    expect(oldPathKey('/?p=abc')).toBeNull();
    expect(oldPathKey('')).toBeNull();
  });

  it('keeps a stray percent sign as written, and the case of a path', () => {
    expect(oldPathKey('/100%-sure/')).toBe('/100%-sure');
    expect(oldPathKey('/Posts/Hello')).toBe('/Posts/Hello');
  });
});
