import { describe, expect, it } from 'vitest';
import { isPlayModel, nextPlayModel } from './play-mode';

describe('nextPlayModel', () => {
  it('cycles RANDOM → LISTLOOP → SINGLECYCLE → RANDOM', () => {
    expect(nextPlayModel('RANDOM')).toBe('LISTLOOP');
    expect(nextPlayModel('LISTLOOP')).toBe('SINGLECYCLE');
    expect(nextPlayModel('SINGLECYCLE')).toBe('RANDOM');
  });
});

describe('isPlayModel', () => {
  it('accepts the three modes only', () => {
    expect(isPlayModel('LISTLOOP')).toBe(true);
    expect(isPlayModel('random')).toBe(false);
    expect(isPlayModel(2)).toBe(false);
    expect(isPlayModel(undefined)).toBe(false);
  });
});
