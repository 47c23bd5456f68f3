/** A base32 secret in groups of four (`JBSW Y3DP …`), easier to type into an app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The name of the downloaded file: the account's recovery codes. */
export const recoveryCodesFileName = (account: string): string =>
  `recovery-codes-${account.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'account'}.txt`;

/**
 * The recovery codes as a text file to keep: which site and account they are for, when they were
 * made, and how they are used. Windows line endings, so Notepad shows the lines too.
 */
export function recoveryCodesText({
  codes,
  site,
  account,
  createdAt,
}: {
  codes: string[];
  site: string;
  account: string;
  createdAt: string;
}): string {
  return [
    `${site} · 两步验证恢复码`,
    `账号：${account}`,
    `生成时间：${createdAt}`,
    '',
    ...codes,
    '',
    '手机不在身边、无法打开身份验证器时，在登录的验证码步骤点「使用恢复码」，输入其中一个即可。',
    '每个恢复码只能使用一次；重新生成后，这里的恢复码全部失效。请把这个文件放在安全的地方。',
    '',
  ].join('\r\n');
}
