import { describe, expect, it } from 'vitest';
import { groupSecret, recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

describe('groupSecret', () => {
  it('groups the secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});

describe('recoveryCodesText', () => {
  it('names the site, the account and the time, lists every code and says how to use them', () => {
    const text = recoveryCodesText({
      codes: ['abcde-fghjk', 'mnpqr-stuvw'],
      site: '小站',
      account: 'admin',
      createdAt: '2026-01-05 20:00:15',
    });
    const lines = text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      '小站 · 两步验证恢复码',
      '账号：admin',
      '生成时间：2026-01-05 20:00:15',
    ]);
    expect(lines).toContain('abcde-fghjk');
    expect(lines).toContain('mnpqr-stuvw');
    expect(text).toContain('使用恢复码');
    expect(text).not.toMatch(/[^\r]\n/);
  });
});

describe('recoveryCodesFileName', () => {
  it('is a plain file name whatever the account is called', () => {
    expect(recoveryCodesFileName('admin')).toBe('recovery-codes-admin.txt');
    expect(recoveryCodesFileName('站长')).toBe('recovery-codes-站长.txt');
    expect(recoveryCodesFileName('a/b c')).toBe('recovery-codes-a_b_c.txt');
    expect(recoveryCodesFileName('')).toBe('recovery-codes-account.txt');
  });
});
