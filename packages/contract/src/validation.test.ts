import { describe, expect, it } from 'vitest';
import {
  cleanNickname,
  confirmProblem,
  hasVisibleText,
  nicknameKey,
  normalizeUsername,
  USERNAME_CHARACTERS,
  CONFIRM_MISMATCH,
  CONFIRM_REQUIRED,
  passwordProblem,
  PASSWORD_FORMAT,
  PASSWORD_REQUIRED,
  usernameProblem,
  USERNAME_LENGTH,
  USERNAME_REQUIRED,
} from './validation';

describe('usernameProblem', () => {
  it('requires 5 to 16 characters', () => {
    expect(usernameProblem('')).toBe(USERNAME_REQUIRED);
    expect(usernameProblem(undefined)).toBe(USERNAME_REQUIRED);
    expect(usernameProblem('abcd')).toBe(USERNAME_LENGTH);
    expect(usernameProblem('abcde')).toBeNull();
    expect(usernameProblem('a'.repeat(16))).toBeNull();
    expect(usernameProblem('a'.repeat(17))).toBe(USERNAME_LENGTH);
    expect(usernameProblem('小明同学你好')).toBeNull();
  });
});

describe('passwordProblem', () => {
  it('accepts 6-18 characters of at least two kinds', () => {
    for (const ok of ['abc123', 'abc!@#', '123!@#', 'Aa1!Aa1!Aa1!Aa1!Aa', 'pass-word'])
      expect(passwordProblem(ok), ok).toBeNull();
  });
  it('refuses one kind only, wrong lengths, Chinese characters and spaces', () => {
    expect(passwordProblem('')).toBe(PASSWORD_REQUIRED);
    for (const bad of ['abcdef', '123456', '!@#$%^', 'ab12', 'a1'.repeat(10), '密码abc123', 'abc 123']) {
      expect(passwordProblem(bad), bad).toBe(PASSWORD_FORMAT);
    }
  });
});

describe('confirmProblem', () => {
  it('requires the same password again', () => {
    expect(confirmProblem('abc123', '')).toBe(CONFIRM_REQUIRED);
    expect(confirmProblem('abc123', 'abc124')).toBe(CONFIRM_MISMATCH);
    expect(confirmProblem('abc123', 'abc123')).toBeNull();
  });
});

describe('hasVisibleText', () => {
  it('sees letters, CJK, digits and emoji', () => {
    for (const text of ['a', '好', ' 1 ', '👍']) expect(hasVisibleText(text), text).toBe(true);
  });

  it('sees nothing in spaces and invisible characters alone', () => {
    for (const text of [
      '',
      '   ',
      '\u200b\u200c\u200d',
      '\u202e\u2066',
      '\u00ad\ufeff',
      '\n\t\u3000',
      '\u3164',
      '\u115f\u1160',
      '\uffa0\u2800 \u3164',
    ]) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('usernames and nicknames', () => {
  it('keeps usernames in one form: fullwidth is ASCII, spaces around go', () => {
    expect(normalizeUsername(' ａｄｍｉｎ１ ')).toBe('admin1');
  });

  it('takes letters, digits, underscores and Chinese characters only', () => {
    expect(usernameProblem('reader_01')).toBeNull();
    expect(usernameProblem('读者小明')).toBe(USERNAME_LENGTH);
    expect(usernameProblem('读者小明呀')).toBeNull();
    for (const name of ['ad\u200bmin', '\u0430dmin', '\u202eadmin', 'ad min', 'ad.min']) {
      expect(usernameProblem(name), JSON.stringify(name)).toBe(USERNAME_CHARACTERS);
    }
  });

  it('cleans nicknames of control, direction and zero-width characters, and compares them loosely', () => {
    expect(cleanNickname(' 访\u202e客\u200b ')).toBe('访客');
    expect(nicknameKey('Lin Jian')).toBe(nicknameKey('ＬＩＮ\u200bJIAN'));
  });
});
