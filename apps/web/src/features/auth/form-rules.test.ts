import { describe, expect, it } from 'vitest';
import {
  confirmRule,
  loginPasswordRule,
  loginUsernameRule,
  passwordRule,
  requiredRule,
  usernameRule,
  type FieldRule,
} from './form-rules';

/** The message a rule shows for a value, or null when it passes. */
async function messageOf(rule: FieldRule, value: unknown): Promise<string | null> {
  try {
    await rule.validator({}, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('login rules (docs/spec.md §5)', () => {
  it('require the username and the password', async () => {
    expect(await messageOf(loginUsernameRule, '')).toBe('请输入用户账号');
    expect(await messageOf(loginUsernameRule, '   ')).toBe('请输入用户账号');
    expect(await messageOf(loginUsernameRule, undefined)).toBe('请输入用户账号');
    expect(await messageOf(loginPasswordRule, '')).toBe('请输入用户密码');
    expect(await messageOf(loginUsernameRule, 'ab')).toBeNull();
    expect(await messageOf(loginPasswordRule, '1')).toBeNull();
  });
});

describe('register rules (docs/spec.md §5)', () => {
  it('username: required, 5 to 16 characters (trimmed)', async () => {
    expect(await messageOf(usernameRule, '')).toBe('请输入用户账号');
    expect(await messageOf(usernameRule, 'abcd')).toBe('用户账号长度应该在5-16之间');
    expect(await messageOf(usernameRule, ' abcd ')).toBe('用户账号长度应该在5-16之间');
    expect(await messageOf(usernameRule, 'a'.repeat(17))).toBe('用户账号长度应该在5-16之间');
    expect(await messageOf(usernameRule, 'abcde')).toBeNull();
    expect(await messageOf(usernameRule, 'a'.repeat(16))).toBeNull();
  });

  it('password: required, 6-18 of at least two kinds, no Chinese', async () => {
    const format = '密码格式应为6-18位数字、字母、符号的任意两种组合';
    expect(await messageOf(passwordRule, '')).toBe('请输入密码');
    expect(await messageOf(passwordRule, '123456')).toBe(format);
    expect(await messageOf(passwordRule, 'abcdef')).toBe(format);
    expect(await messageOf(passwordRule, 'ab12')).toBe(format);
    expect(await messageOf(passwordRule, '密码abc123')).toBe(format);
    expect(await messageOf(passwordRule, 'a1'.repeat(10))).toBe(format);
    expect(await messageOf(passwordRule, 'abc123')).toBeNull();
    expect(await messageOf(passwordRule, '123!@#')).toBeNull();
  });

  it('confirm: required, equal to the password read at validation time', async () => {
    let password = 'abc123';
    const rule = confirmRule(() => password);
    expect(await messageOf(rule, '')).toBe('请输入二次确认密码');
    expect(await messageOf(rule, 'abc124')).toBe('两次密码不一致');
    expect(await messageOf(rule, 'abc123')).toBeNull();
    password = 'changed1';
    expect(await messageOf(rule, 'abc123')).toBe('两次密码不一致');
  });

  it('required rule with its own message', async () => {
    expect(await messageOf(requiredRule('请输入原密码'), '')).toBe('请输入原密码');
    expect(await messageOf(requiredRule('请输入原密码'), 'x')).toBeNull();
  });
});
