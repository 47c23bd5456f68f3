import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the words and drops the markup', () => {
    expect(htmlToText('<p>你好 <b>世界</b></p><p>再见</p>')).toBe('你好 世界再见');
  });

  it('never keeps the text of scripts or the attributes of handlers', () => {
    expect(htmlToText('<script>window.__xss=1</script>hi<img src=x onerror="window.__xss=1">')).toBe('hi');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('turns entities into characters once', () => {
    expect(htmlToText('a &lt;b&gt; &amp;amp;')).toBe('a <b> &amp;');
  });
});
