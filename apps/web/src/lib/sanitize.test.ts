import DOMPurify from 'dompurify';
import { describeHtml, USER_HTML_CASES } from '@blog/contract/test/user-html-cases';
import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    const html = '<p>你好 <strong>粗体</strong> <em>斜体</em><br><code>x</code></p><ul><li>一</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and inline styles', () => {
    const root = parse(
      sanitizeHtml(
        '<p onclick="steal()" style="position:fixed">hi</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      ),
    );
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(root.querySelector('p')?.getAttribute('style')).toBeNull();
    // A picture from no http(s) address or our media is no picture at all (src=x).
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toBe('hi');
  });

  it('removes class attributes so user text cannot borrow the site look', () => {
    expect(sanitizeHtml('<span class="admin-badge">站长</span>')).toBe('<span>站长</span>');
  });

  it('drops tags outside the allow-list but keeps their text', () => {
    const root = parse(sanitizeHtml('<iframe src="https://evil.example"></iframe><form><b>kept</b></form>'));
    expect(root.querySelector('iframe, form')).toBeNull();
    expect(root.querySelector('b')?.textContent).toBe('kept');
  });

  it('makes links open in a new tab without referrer, opener or ranking', () => {
    const link = parse(
      sanitizeHtml('<a href="https://example.com" rel="author" target="_self">site</a>'),
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('ugc noopener noreferrer nofollow');
  });

  it('removes javascript: URLs', () => {
    const link = parse(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    // No href, so no reason to force a new tab.
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('does not add the link hook to the shared DOMPurify instance', () => {
    sanitizeHtml('<a href="https://a.example">a</a>');
    expect(DOMPurify.sanitize('<a href="https://a.example">a</a>')).toBe('<a href="https://a.example">a</a>');
  });

  it('returns an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('');
    // API fields may arrive as null.
    expect(sanitizeHtml(null as unknown as string)).toBe('');
  });
});

describe('sanitizeHtml, by the policy the server saved the message under', () => {
  for (const { name, input, ...expected } of USER_HTML_CASES) {
    it(name, () => {
      expect(describeHtml(sanitizeHtml(input))).toEqual(expected);
    });
  }
});
