import { describe, expect, it } from 'vitest';
import { pointRemotePictures, remotePicturesIn } from './remote-picture';

const at = (source: string) => `/media/picture?src=${encodeURIComponent(source)}`;

describe('pointRemotePictures', () => {
  it('names pictures given by address by the blog’s address, decoding the attribute’s entities', () => {
    expect(
      pointRemotePictures(
        '<p>看</p><img src="https://img.example.com/a.png?w=1&amp;h=2" alt="a"><img alt="b" src="http://x.cn/b.gif">',
      ),
    ).toBe(
      `<p>看</p><img src="${at('https://img.example.com/a.png?w=1&h=2')}" alt="a"><img alt="b" src="${at('http://x.cn/b.gif')}">`,
    );
  });

  it('leaves the blog’s own pictures, links and text alone', () => {
    const html =
      '<img src="/media/uploads/images/2026/01/a.png"><a href="https://example.com/a.png">https://example.com/a.png</a> src="https://t.cn/x.png"';
    expect(pointRemotePictures(html)).toBe(html);
  });
});

describe('remotePicturesIn', () => {
  it('finds each address once, in either form', () => {
    const html = `<img src="${at('https://a.cn/1.png?x=1&y=2')}"><img src="https://b.cn/2.png"><img src="${at('https://a.cn/1.png?x=1&y=2')}">`;
    expect(remotePicturesIn(html)).toEqual(['https://a.cn/1.png?x=1&y=2', 'https://b.cn/2.png']);
  });

  it('skips what does not decode, and finds nothing in HTML without pictures by address', () => {
    expect(remotePicturesIn('<img src="/media/picture?src=%E0%A4%A">')).toEqual([]);
    expect(remotePicturesIn('<p>没有图片</p><img src="/media/uploads/a.png">')).toEqual([]);
  });
});
