import { z } from 'zod';
import { dateTime, ok } from './envelope';
import {
  normalizeCodeInput,
  readSecondFactor,
  SECOND_FACTOR_FORMAT,
  TOTP_CODE_FORMAT,
  TOTP_CODE_PATTERN,
  TOTP_CODE_REQUIRED,
} from './totp-codes';
import { LOGIN_PASSWORD_MAX } from './validation';

/*
 * Two-step login (issue #14): the owner's account may ask, after the password, for a 6-digit code
 * from an authenticator app (TOTP: SHA-1, 30 s, a step either side accepted) or a one-time
 * recovery code. Setup lives in the console, `/api/admin/totp`. The plain rules (no zod) are in
 * totp-codes.ts.
 */

export * from './totp-codes';

const TOO_LONG = '验证码过长';
/** Longer than any code with spaces in it: refused before any work. */
const INPUT_MAX = 32;

/** A 6-digit code from the authenticator app. */
export const totpCode = z
  .string({ error: TOTP_CODE_REQUIRED })
  .max(INPUT_MAX, TOO_LONG)
  .transform(normalizeCodeInput)
  .pipe(z.string().min(1, TOTP_CODE_REQUIRED).regex(TOTP_CODE_PATTERN, TOTP_CODE_FORMAT));

/** A 6-digit code or a recovery code, read into what it is. */
export const secondFactor = z
  .string({ error: TOTP_CODE_REQUIRED })
  .max(INPUT_MAX, TOO_LONG)
  .transform((value, context) => {
    const factor = readSecondFactor(value);
    if (!factor) {
      context.addIssue({ code: 'custom', message: value.trim() ? SECOND_FACTOR_FORMAT : TOTP_CODE_REQUIRED });
      return z.NEVER;
    }
    return factor;
  });

export const adminTotpStatus = z.object({
  enabled: z.boolean(),
  enabledAt: dateTime.nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number(),
});
export type AdminTotpStatus = z.infer<typeof adminTotpStatus>;
export const adminTotpStatusResponse = ok(adminTotpStatus);

const password = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(LOGIN_PASSWORD_MAX, '密码过长');

/** Beginning a setup: the account's password (a token alone may not tie the account to a phone). */
export const adminTotpSetupBody = z.object({ password });
export type AdminTotpSetupBody = z.input<typeof adminTotpSetupBody>;

/** A setup begun: the secret for the app, as a QR code's `otpauth://` URI and as base32 text. */
export const adminTotpSetup = z.object({ secret: z.string(), uri: z.string() });
export type AdminTotpSetup = z.infer<typeof adminTotpSetup>;
export const adminTotpSetupResponse = ok(adminTotpSetup);

/** Turning it on, or asking for new recovery codes: a current code from the app. */
export const adminTotpCodeBody = z.object({ code: totpCode });
export type AdminTotpCodeBody = z.input<typeof adminTotpCodeBody>;

/** The recovery codes, shown once (`abcde-fghjk`). */
export const adminTotpRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type AdminTotpRecoveryCodes = z.infer<typeof adminTotpRecoveryCodes>;
export const adminTotpRecoveryCodesResponse = ok(adminTotpRecoveryCodes);

/**
 * Turning two-step login on or off ends every other session of the account (as a password change
 * does): the answer carries the new token of this one.
 */
export const adminTotpEnabled = adminTotpRecoveryCodes.extend({ token: z.string() });
export type AdminTotpEnabled = z.infer<typeof adminTotpEnabled>;
export const adminTotpEnabledResponse = ok(adminTotpEnabled);
export const adminTotpDisabled = adminTotpStatus.extend({ token: z.string() });
export type AdminTotpDisabled = z.infer<typeof adminTotpDisabled>;
export const adminTotpDisabledResponse = ok(adminTotpDisabled);

/** Turning it off: the password and a code (or a recovery code). */
export const adminTotpDisableBody = z.object({
  password,
  code: secondFactor,
});
export type AdminTotpDisableBody = z.input<typeof adminTotpDisableBody>;
