import { adminTotpCodeBody } from '@blog/contract';
import { Form } from 'antd';
import { TotpCodeInput } from '../../../features/auth/totp-code-input';
import { contractRule } from '../../components/contract-rule';
import styles from './security-page.module.css';

/** The 6-digit code field of the console's forms (its form's field `code`). */
export function CodeField({ label = '验证码', autoFocus = false }: { label?: string; autoFocus?: boolean }) {
  return (
    <Form.Item name="code" label={label} rules={[contractRule(adminTotpCodeBody.shape.code, 'code', label)]}>
      <TotpCodeInput className={styles.codeInput} autoFocus={autoFocus} />
    </Form.Item>
  );
}
