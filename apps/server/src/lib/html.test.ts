import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes what could end a text or either kind of quoted attribute', () => {
    expect(escapeHtml(`<a title="x">'&</a>`)).toBe('&lt;a title=&quot;x&quot;&gt;&#39;&amp;&lt;/a&gt;');
    expect(escapeHtml('中文 plain')).toBe('中文 plain');
  });
});
