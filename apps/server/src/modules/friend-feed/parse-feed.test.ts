import { describe, expect, it } from 'vitest';
import { discoverFeed } from './discover';
import { NOT_A_FEED, parseFeed } from './parse-feed';
import { plainText } from './plain-text';

const BASE = 'https://friend.example.com/blog/feed.xml';
const NOW = new Date('2026-11-28T00:00:00Z');

describe('parseFeed', () => {
  it('reads RSS 2.0: title, link made absolute, date, plain summary; guid keys the post', () => {
    const posts = parseFeed(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>x</title>
        <item><title>Vue 3 &amp; 响应式</title><link>/posts/vue</link><guid isPermaLink="false">post-1</guid>
          <pubDate>Fri, 20 Nov 2026 10:00:00 +0800</pubDate>
          <description><![CDATA[<p>正文<script>alert(1)</script> <b>加粗</b>&nbsp;&lt;img src=x onerror=alert(1)&gt;</p>]]></description></item>
        <item><title>没有日期</title><link>https://friend.example.com/posts/2</link></item>
      </channel></rss>`,
      BASE,
      NOW,
    );
    expect(posts).toEqual([
      {
        guid: 'post-1',
        title: 'Vue 3 & 响应式',
        url: 'https://friend.example.com/posts/vue',
        summary: '正文 加粗 <img src=x onerror=alert(1)>',
        publishedAt: '2026-11-20T02:00:00.000Z',
      },
      {
        guid: 'https://friend.example.com/posts/2',
        title: '没有日期',
        url: 'https://friend.example.com/posts/2',
        summary: '',
        publishedAt: null,
      },
    ]);
  });

  it('reads Atom: the alternate link, published or updated, summary or content', () => {
    const [post] = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title>
        <entry><id>tag:friend,2026:1</id><title type="html">Atom &lt;em&gt;文章&lt;/em&gt;</title>
          <link rel="edit" href="https://friend.example.com/edit/1"/>
          <link rel="alternate" href="https://friend.example.com/atom/1"/>
          <updated>2026-11-21T08:00:00Z</updated>
          <content type="html">&lt;h2&gt;标题&lt;/h2&gt;&lt;p&gt;内容&lt;/p&gt;</content></entry></feed>`,
      BASE,
      NOW,
    );
    expect(post).toEqual({
      guid: 'tag:friend,2026:1',
      title: 'Atom 文章',
      url: 'https://friend.example.com/atom/1',
      summary: '标题 内容',
      publishedAt: '2026-11-21T08:00:00.000Z',
    });
  });

  it('reads JSON Feed', () => {
    const [post] = parseFeed(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'x',
        items: [
          {
            id: 'j1',
            url: 'https://friend.example.com/json/1',
            title: 'JSON 文章',
            content_html: '<p>一段<i>内容</i></p>',
            date_published: '2026-11-22T00:00:00+08:00',
          },
        ],
      }),
      BASE,
      NOW,
    );
    expect(post).toEqual({
      guid: 'j1',
      title: 'JSON 文章',
      url: 'https://friend.example.com/json/1',
      summary: '一段内容',
      publishedAt: '2026-11-21T16:00:00.000Z',
    });
  });

  it('drops posts whose link is not http(s), repeats of a guid, and dates far in the future', () => {
    const posts = parseFeed(
      `<rss version="2.0"><channel>
        <item><title>坏链接</title><link>javascript:alert(1)</link></item>
        <item><title>数据</title><link>data:text/html,hi</link></item>
        <item><title>一</title><link>https://f.example/1</link><pubDate>Mon, 01 Jan 2035 00:00:00 GMT</pubDate></item>
        <item><title>一（重复）</title><link>https://f.example/1</link></item>
      </channel></rss>`,
      BASE,
      NOW,
    );
    expect(posts.map((post) => [post.title, post.publishedAt])).toEqual([['一', null]]);
  });

  it('cuts long summaries and titles, and titles an untitled post by its words', () => {
    const [post] = parseFeed(
      `<rss version="2.0"><channel><item><link>https://f.example/x</link>
        <description>${'长'.repeat(500)}</description></item></channel></rss>`,
      BASE,
      NOW,
    );
    expect(Array.from(post!.summary)).toHaveLength(141);
    expect(post!.summary.endsWith('…')).toBe(true);
    expect(post!.title).toBe('长'.repeat(40));
  });

  it.each([
    ['garbage', '\u0000 not a feed'],
    ['an HTML page', '<!doctype html><html><body>hi</body></html>'],
    ['JSON that is not a feed', '{"hello": "world"}'],
    ['broken JSON', '{"version": "https://jsonfeed.org/version/1", '],
    ['empty', ''],
  ])('refuses %s', (_name, body) => {
    expect(() => parseFeed(body, BASE, NOW)).toThrow(NOT_A_FEED);
  });

  it('does not expand entities a stranger declares', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "${'x'.repeat(1000)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <rss version="2.0"><channel><item><title>&b;</title><link>https://f.example/1</link></item></channel></rss>`;
    let title = '';
    try {
      title = parseFeed(bomb, BASE, NOW)[0]?.title ?? '';
    } catch (error) {
      expect((error as Error).message).toBe(NOT_A_FEED);
    }
    expect(title.length).toBeLessThanOrEqual(201);
  });
});

describe('plainText', () => {
  it('keeps text only: no tags, scripts, styles, control or direction characters', () => {
    expect(plainText('<style>p{}</style><p>a<br>b</p><script>x()</script>\u202Eevil\u0007', 100)).toBe(
      'a b evil',
    );
  });
});

describe('discoverFeed', () => {
  const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>hi</p></body></html>`;

  it.each([
    ['RSS', '<link rel="alternate" type="application/rss+xml" href="/rss.xml">', 'https://f.example/rss.xml'],
    [
      'Atom',
      '<LINK REL="Alternate" TYPE="application/atom+xml" HREF="atom.xml">',
      'https://f.example/blog/atom.xml',
    ],
    [
      'JSON Feed',
      '<link rel="alternate" type="application/feed+json" href="https://cdn.f.example/feed.json">',
      'https://cdn.f.example/feed.json',
    ],
    [
      'the first of several',
      '<link rel="icon" href="/x.ico"><link rel="alternate" type="application/rss+xml" href="/a.xml"><link rel="alternate" type="application/atom+xml" href="/b.xml">',
      'https://f.example/a.xml',
    ],
  ])('finds %s', (_name, head, expected) => {
    expect(discoverFeed(page(head), 'https://f.example/blog/')).toBe(expected);
  });

  it('finds nothing in a page without one, nor a javascript: link', () => {
    expect(discoverFeed(page('<link rel="stylesheet" href="/s.css">'), 'https://f.example/')).toBeUndefined();
    expect(
      discoverFeed(
        page('<link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">'),
        'https://f.example/',
      ),
    ).toBeUndefined();
    expect(discoverFeed('not html at all', 'https://f.example/')).toBeUndefined();
  });
});
