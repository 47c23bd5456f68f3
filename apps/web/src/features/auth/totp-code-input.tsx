import { TOTP_CODE_PATTERN } from '@blog/contract/totp-codes';
import { Input, type InputProps, type InputRef } from 'antd';
import type { Ref } from 'react';

const TOTP_CODE_LENGTH = 6;

/** Only the digits, at most six: a pasted `123 456` or `123-456` is still the code. */
export const toCodeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);

interface TotpCodeInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  ref?: Ref<InputRef>;
  /** Given by the Form.Item around it. */
  value?: string;
  /** Called with the digits only, so the form holds the clean code without a `normalize`. */
  onChange?: (code: string) => void;
  /** Six digits are in (typed, pasted or filled in from the SMS/app). */
  onComplete?: (code: string) => void;
}

/**
 * The 6-digit code of an authenticator app, wherever one is asked for: the login's second step and
 * the console's two-step settings. Numeric keyboard on phones, fillable by the OS's one-time code.
 */
export function TotpCodeInput({ value, onChange, onComplete, ...inputProps }: TotpCodeInputProps) {
  return (
    <Input
      placeholder="6 位数字"
      inputMode="numeric"
      autoComplete="one-time-code"
      {...inputProps}
      value={value}
      onChange={(event) => {
        const code = toCodeDigits(event.target.value);
        onChange?.(code);
        if (TOTP_CODE_PATTERN.test(code)) onComplete?.(code);
      }}
    />
  );
}
