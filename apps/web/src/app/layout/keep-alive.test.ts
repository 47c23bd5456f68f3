import { describe, expect, it } from 'vitest';
import { findKeepAlivePath } from './keep-alive';

describe('findKeepAlivePath', () => {
  it('recognises the home page and the message board', () => {
    expect(findKeepAlivePath('/home')).toBe('/home');
    expect(findKeepAlivePath('/message/list')).toBe('/message/list');
  });

  it('ignores a trailing slash', () => {
    expect(findKeepAlivePath('/home/')).toBe('/home');
  });

  it('does not keep other pages alive', () => {
    expect(findKeepAlivePath('/')).toBeUndefined();
    expect(findKeepAlivePath('/category')).toBeUndefined();
    expect(findKeepAlivePath('/message/detail')).toBeUndefined();
    expect(findKeepAlivePath('/homepage')).toBeUndefined();
  });
});
