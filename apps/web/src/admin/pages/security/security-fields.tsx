import { adminTotpCodeBody, adminTotpSetupBody } from '@blog/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useState } from 'react';
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

/** 当前密码: the owner proves it is them before changing the two-step login (the form's field `password`). */
export function PasswordField() {
  return (
    <Form.Item
      name="password"
      label="当前密码"
      rules={[contractRule(adminTotpSetupBody.shape.password, 'password', '当前密码')]}
    >
      <Input.Password autoComplete="current-password" autoFocus />
    </Form.Item>
  );
}

/**
 * A form whose code from the app buys a set of recovery codes (turning two-step login on, or new
 * codes): the codes once the server took them; a refused code is cleared for the next try.
 */
export function useRecoveryCodesForm(
  send: Pick<UseMutationResult<{ recoveryCodes: string[] }, Error, string>, 'mutate'>,
) {
  const [form] = Form.useForm<{ code: string }>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = ({ code }: { code: string }) =>
    send.mutate(code, {
      onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
      onError: () => form.setFieldValue('code', ''),
    });
  return { form, codes, submit };
}
