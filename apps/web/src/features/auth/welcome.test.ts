import { describe, expect, it } from 'vitest';
import { getWelcomeMessage, SPECIAL_USER_ID } from './welcome';

const at = (hour: number) => new Date(2025, 4, 1, hour, 30);

describe('getWelcomeMessage', () => {
  it('greets by the time of day and the name', () => {
    expect(getWelcomeMessage(7, '小林', at(8))).toMatch(/^早上好，小林/);
    expect(getWelcomeMessage(7, '小林', at(21))).toMatch(/^晚上好，小林/);
  });

  it('welcomes back, or a new user for the first time', () => {
    expect(getWelcomeMessage(7, '小林', at(8))).toBe('早上好，小林，欢迎回来～');
    expect(getWelcomeMessage(7, '小林', at(8), true)).toBe('早上好，小林，很高兴认识你～');
  });

  it('has a special, warmer welcome for user 3 (docs/spec.md §6)', () => {
    const special = getWelcomeMessage(SPECIAL_USER_ID, '小鹿', at(15));
    const usual = getWelcomeMessage(4, '小鹿', at(15));
    expect(SPECIAL_USER_ID).toBe(3);
    expect(special).toMatch(/^下午好，小鹿/);
    expect(special).not.toBe(usual);
    expect(special).toContain('你终于来啦');
  });
});
