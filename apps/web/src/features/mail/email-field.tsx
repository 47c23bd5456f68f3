import { Input } from 'antd';
import { useMailEnabled } from './mail-api';

export interface EmailFieldProps {
  /** Optional so that an antd Form.Item can fill them in. */
  value?: string;
  onChange?: (value: string) => void;
  /** What the address is mailed about, after 有…时邮件提醒你. */
  purpose?: string;
  testId?: string;
}

/**
 * The optional e-mail field of the comment, message and link forms: shown only when the blog sends
 * mail. The address is never shown; mail goes to it once the link mailed to it is opened.
 */
export function EmailField({ value, onChange, purpose = '人回复', testId = 'email-field' }: EmailFieldProps) {
  const enabled = useMailEnabled();
  if (!enabled) return null;
  return (
    <Input
      type="email"
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      placeholder={`选填邮箱：有${purpose}时提醒你，不公开`}
      aria-label="邮箱（选填）"
      maxLength={254}
      autoComplete="email"
      allowClear
      data-testid={testId}
    />
  );
}
