import { describe, expect, it } from 'vitest';
import { imageGridLayout } from './image-grid-layout';

describe('imageGridLayout', () => {
  it('draws one picture alone', () => {
    expect(imageGridLayout(1)).toEqual({ columns: 1, shown: 1, hidden: 0 });
  });

  it('puts two and four pictures in two columns', () => {
    expect(imageGridLayout(2).columns).toBe(2);
    expect(imageGridLayout(4)).toEqual({ columns: 2, shown: 4, hidden: 0 });
  });

  it('puts three and five to nine pictures in rows of three', () => {
    for (const count of [3, 5, 6, 7, 8, 9]) {
      expect(imageGridLayout(count)).toEqual({ columns: 3, shown: count, hidden: 0 });
    }
  });

  it('draws at most nine tiles and counts the rest', () => {
    expect(imageGridLayout(12)).toEqual({ columns: 3, shown: 9, hidden: 3 });
  });

  it('draws nothing for no pictures or a nonsense count', () => {
    expect(imageGridLayout(0)).toEqual({ columns: 1, shown: 0, hidden: 0 });
    expect(imageGridLayout(-3)).toEqual({ columns: 1, shown: 0, hidden: 0 });
    expect(imageGridLayout(Number.NaN)).toEqual({ columns: 1, shown: 0, hidden: 0 });
    expect(imageGridLayout(2.7)).toEqual({ columns: 2, shown: 2, hidden: 0 });
  });
});
