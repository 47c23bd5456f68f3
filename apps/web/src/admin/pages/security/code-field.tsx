import { adminTotpCodeBody } from '@blog/contract';
import { Form, Input } from 'antd';
import { contractRule } from '../../components/contract-rule';
import styles from './security-page.module.css';

/** Only the digits, at most six: a pasted `123 456` is the code. */
const digitsOnly = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 6) : value;

/** The 6-digit code field of the console's forms (its form's field `code`). */
export function CodeField({ label = '验证码', autoFocus = false }: { label?: string; autoFocus?: boolean }) {
  return (
    <Form.Item
      name="code"
      label={label}
      normalize={digitsOnly}
      rules={[contractRule(adminTotpCodeBody.shape.code, 'code', label)]}
    >
      <Input
        className={styles.codeInput}
        placeholder="6 位数字"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}
