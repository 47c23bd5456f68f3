import { describe, expect, it } from 'vitest';
import { nameProblem } from './taxonomy-name';

describe('taxonomy names', () => {
  it('refuses what the server refuses, in the page’s words', () => {
    expect(nameProblem('分类', '   ')).toBe('分类名不能为空');
    expect(nameProblem('标签', 'x'.repeat(31))).toBe('标签名不能超过 30 个字符');
    expect(nameProblem('标签', ' React ')).toBeNull();
  });
});
