import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type {} from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminPage, api, e2eServer, tokenFor, waitForMotion } from './harness';

/**
 * Two-step login (issue #14) in the browser: the owner turns it on in the console (账号安全), logs
 * out, and logs in again with the password and a code made here with otpauth, as a phone's
 * authenticator app makes it; a wrong code is refused in the dialog. The blog is shared with the
 * other browser tests, so the file ends by turning it off with the command line's escape hatch.
 */

const root = path.resolve(import.meta.dirname, '..');
/** `npm run blog -- totp-off admin` on the running blog's data folder (the build `npm start` made). */
function totpOff(): { code: number | null; out: string } {
  const result = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'totp-off', ADMIN.username], {
    cwd: root,
    env: { ...process.env, DATA_DIR: e2eServer.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

/** The code the app shows one step (30 s) ahead: still accepted, and later than any code used before. */
const nextCode = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });

describe('两步验证', { timeout: 120_000 }, () => {
  it('is turned on in the console, then asks for the code at login and refuses a wrong one', async () => {
    const page = await adminPage('/admin/security');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('账号安全');
    await page.getByText('未开启', { exact: true }).waitFor();

    // 1. The password, 2. the QR code and the secret as text, a code from the "app".
    await page.getByRole('button', { name: '开启两步验证' }).click();
    await page.getByLabel('当前密码').fill(ADMIN.password);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.locator('figure canvas').waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('验证码').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByRole('button', { name: '确认开启' }).click();

    // 3. The recovery codes, once.
    const codes = page.getByRole('region', { name: '恢复码' }).locator('code');
    await expect.poll(() => codes.count(), { timeout: 15_000 }).toBe(10);
    for (const code of await codes.allTextContents()) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await page.getByRole('button', { name: '我已保存好' }).click();
    await page.getByText('已开启', { exact: true }).waitFor();
    await page.getByText(/剩余恢复码\s*10\s*个/).waitFor();

    // The password alone no longer gets a token.
    const passwordOnly = await api('POST', '/user/login', ADMIN);
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.body.code).toBe(40101);

    // Out, and in again through the console's gate.
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/home$/);
    await page.goto('/admin/security');
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '登录' }) });
    await waitForMotion(dialog);
    await dialog.getByLabel('用户账号').fill(ADMIN.username);
    await dialog.getByLabel('用户密码').fill(ADMIN.password);
    await dialog.getByLabel('用户密码').press('Enter');

    await dialog.getByRole('heading', { name: '两步验证' }).waitFor();
    await dialog.getByText('请输入身份验证器中的 6 位验证码').waitFor();
    const field = dialog.getByLabel('验证码');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');

    // A wrong code: refused under the field, the dialog stays, nobody is logged in.
    const right = nextCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await dialog.getByText('验证码错误').waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await page.getByTestId('admin-shell').count()).toBe(0);

    // The right one: six digits send themselves, and the console opens.
    await field.fill(nextCode(secret));
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('admin-shell').waitFor();
    await page.getByText('已开启', { exact: true }).waitFor();

    // Lost the phone and the codes: the command line turns it off, and the password is enough again.
    const off = totpOff();
    expect(off.out).toContain('已关闭 admin 的两步验证');
    expect(off.code).toBe(0);
    expect(await tokenFor(ADMIN.username, ADMIN.password)).toMatch(/\./);
  });
});
