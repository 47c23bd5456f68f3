import { describe, expect, it } from 'vitest';

import { hasSafeHtml } from './html-check';

describe('hasSafeHtml', () => {
  it.each([
    '<p>你好</p>',
    'line one<br>line two',
    'self closing <br/> tag',
    '<span style="color: red">红色</span>',
    '</b> a lone closing tag',
    '<h1 class="title">标题</h1>',
  ])('accepts harmless markup %j', (text) => {
    expect(hasSafeHtml(text)).toBe(true);
  });

  it.each(['纯文本', '1 < 2 and 3 > 2', 'a <3 b', '< p >', 'email <someone@example.com', ''])(
    'rejects text without tags %j',
    (text) => {
      expect(hasSafeHtml(text)).toBe(false);
    },
  );

  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT src="x"></SCRIPT>',
    '<p>ALERT</p>',
    '<b>window.open()</b>',
    '<i>prompt</i>',
    '<p>location.href</p>',
    '<a href="https://example.com">link</a>',
    '<iframe src="x"></iframe>',
    '<body onload="x()">',
    '<img src=x OnError=y>',
  ])('rejects markup with a forbidden word %j', (text) => {
    expect(hasSafeHtml(text)).toBe(false);
  });

  it('rejects non-string input', () => {
    // Callers may pass API fields that turned out null.
    expect(hasSafeHtml(null as unknown as string)).toBe(false);
  });
});
