import { describe, expect, it } from 'vitest';
import { commentPath } from './service';

describe('commentPath', () => {
  it('leads to the comment under its article, talk or message', () => {
    expect(commentPath({ id: 12, type: 1, for_id: 3 })).toBe('/article?id=3#comment-12');
    expect(commentPath({ id: 13, type: 3, for_id: 4 })).toBe('/message/detail?id=4#comment-13');
  });

  it('names the talk, whose comments are folded until the page knows which to open', () => {
    expect(commentPath({ id: 14, type: 2, for_id: 5 })).toBe('/talk?id=5#comment-14');
  });
});
