import { describe, expect, it } from 'vitest';
import { articleTypeLabel, dayOf, wasUpdatedLater } from './article-dates';

describe('article dates', () => {
  it('takes the day of an API date-time', () => {
    expect(dayOf('2024-05-20 22:15:00')).toBe('2024-05-20');
  });

  it('shows 更新于 only for an update on a later day', () => {
    expect(wasUpdatedLater('2024-05-20 22:15:00', '2024-05-26 11:00:00')).toBe(true);
    expect(wasUpdatedLater('2024-05-20 22:15:00', '2024-05-20 23:00:00')).toBe(false);
  });
});

describe('articleTypeLabel', () => {
  it('names original, repost and translation', () => {
    expect(articleTypeLabel(1)).toBe('原创');
    expect(articleTypeLabel(2)).toBe('转载');
    expect(articleTypeLabel(3)).toBe('翻译');
    expect(articleTypeLabel(0)).toBe('原创');
  });
});
