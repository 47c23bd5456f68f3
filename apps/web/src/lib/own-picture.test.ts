import { describe, expect, it } from 'vitest';
import { ownPicture } from './own-picture';

describe('ownPicture', () => {
  it('keeps the blog’s own pictures', () => {
    expect(ownPicture('/media/uploads/images/2026/01/a.png')).toBe('/media/uploads/images/2026/01/a.png');
    expect(ownPicture('/favicon.svg')).toBe('/favicon.svg');
    expect(ownPicture('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(ownPicture('blob:http://localhost/1')).toBe('blob:http://localhost/1');
    // A whole address on this site, as an <img>'s src property reads back (the lightbox takes those).
    const here = `${location.origin}/media/uploads/images/2026/01/a.png`;
    expect(ownPicture(here)).toBe(here);
  });

  it('drops addresses on other sites and nothing at all', () => {
    for (const other of [
      'https://img.example.com/a.png',
      'http://127.0.0.1:8080/a.png',
      '//img.example.com/a.png',
      '/\\img.example.com/a.png',
      'img.png',
      '',
      '  ',
      null,
      undefined,
    ])
      expect(ownPicture(other), String(other)).toBeNull();
  });
});
