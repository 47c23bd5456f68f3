import { ArrowLeftOutlined, SafetyCertificateOutlined } from '../../components/icons';
import {
  normalizeCodeInput,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_FORMAT,
  TOTP_CODE_PATTERN,
  TOTP_CODE_REQUIRED,
} from '@blog/contract/totp-codes';
import { Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AuthFormFooter } from './auth-form-footer';
import type { FieldRule } from './form-rules';
import styles from './login-dialog.module.css';
import { TotpCodeInput } from './totp-code-input';

type CodeKind = 'app' | 'recovery';

interface TotpStepProps {
  /**
   * Logs in with the kept username and password and this code. Resolves with the refusal to show
   * under the code (a wrong or used code, too many tries), or null (logged in, or the client has
   * reported some other failure).
   */
  onSubmit: (code: string) => Promise<string | null>;
  /** Back to the username and password, as they were typed. */
  onBack: () => void;
}

const RECOVERY_CODE_FORMAT = '恢复码是 10 位字母和数字，形如 abcde-fghjk';

const TEXT: Record<CodeKind, { line: string; placeholder: string; other: string; question: string }> = {
  app: {
    line: '请输入身份验证器中的 6 位验证码',
    placeholder: '6 位验证码',
    other: '使用恢复码',
    question: '手机不在身边？',
  },
  recovery: {
    line: '请输入一个恢复码，每个恢复码只能用一次',
    placeholder: 'xxxxx-xxxxx',
    other: '使用验证码',
    question: '手机在身边？',
  },
};

const codeRule = (kind: CodeKind): FieldRule => ({
  validator: (_rule, value) => {
    const code = normalizeCodeInput(typeof value === 'string' ? value : '');
    if (!code) return Promise.reject(new Error(kind === 'app' ? TOTP_CODE_REQUIRED : '请输入恢复码'));
    if (kind === 'app' && !TOTP_CODE_PATTERN.test(code)) return Promise.reject(new Error(TOTP_CODE_FORMAT));
    if (kind === 'recovery' && !RECOVERY_CODE_PATTERN.test(code))
      return Promise.reject(new Error(RECOVERY_CODE_FORMAT));
    return Promise.resolve();
  },
});

/**
 * The login's second step (two-step login on the account): a code from the authenticator app, or
 * a recovery code instead. Six digits submit at once; a refusal shows under the field, which is
 * emptied and focused again for the next try.
 */
export function TotpStep({ onSubmit, onBack }: TotpStepProps) {
  const [form] = Form.useForm<{ code: string }>();
  const [kind, setKind] = useState<CodeKind>('app');
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<InputRef>(null);
  const text = TEXT[kind];
  // The same box either way; only what it takes differs.
  const field = {
    ref: input,
    size: 'large',
    className: styles.codeInput,
    placeholder: text.placeholder,
  } as const;

  // The step opens right after the password was sent: the code is what comes next, on phones too.
  useEffect(() => input.current?.focus(), [kind]);

  const submit = async ({ code }: { code: string }) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const refusal = await onSubmit(normalizeCodeInput(code));
      if (refusal) {
        form.setFields([{ name: 'code', value: '', errors: [refusal] }]);
        input.current?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const switchKind = () => {
    form.resetFields();
    setKind(kind === 'app' ? 'recovery' : 'app');
  };

  return (
    <Form<{ code: string }>
      form={form}
      name="totp"
      className={styles.form}
      onFinish={submit}
      requiredMark={false}
      validateTrigger="onSubmit"
    >
      <button type="button" className={styles.backButton} onClick={onBack}>
        <ArrowLeftOutlined aria-hidden /> 返回上一步
      </button>
      <div className={styles.stepHead}>
        <SafetyCertificateOutlined aria-hidden className={styles.stepIcon} />
        <div>
          <h2 className={styles.stepTitle}>两步验证</h2>
          <p className={styles.stepLine}>{text.line}</p>
        </div>
      </div>
      <Form.Item key={kind} name="code" rules={[codeRule(kind)]}>
        {kind === 'app' ? (
          <TotpCodeInput {...field} aria-label="验证码" onComplete={() => form.submit()} />
        ) : (
          <Input
            {...field}
            aria-label="恢复码"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
          />
        )}
      </Form.Item>
      <AuthFormFooter
        submitLabel="验证"
        submitting={submitting}
        question={text.question}
        switchLabel={text.other}
        onSwitch={switchKind}
      />
    </Form>
  );
}
