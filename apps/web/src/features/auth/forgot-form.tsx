import { PASSWORD_RESET_MINUTES } from '@blog/contract/validation';
import { Form } from 'antd';
import { useState } from 'react';
import { UserOutlined } from '../../components/icons';
import { useSubmitting } from '../../lib/use-submitting';
import { useMailEnabled } from '../mail';
import { forgotPassword } from './auth-api';
import { AuthField } from './auth-field';
import { AuthFormFooter } from './auth-form-footer';
import type { AuthFormProps } from './auth-form-props';
import { requiredRule } from './form-rules';
import styles from './login-dialog.module.css';

/**
 * 忘记密码 (issue #32): a user name or an address, then the same answer whatever the account (the
 * server says nothing of which exist). Without mail on the blog, the way back is the owner's:
 * `npm run blog -- passwd` on the server.
 */
export function ForgotForm({ onSwitch, autoFocus }: AuthFormProps) {
  const mailEnabled = useMailEnabled();
  const [sent, setSent] = useState(false);
  const [submitting, onFinish] = useSubmitting(async ({ account }: { account: string }) => {
    await forgotPassword({ account: account.trim() });
    setSent(true);
  });

  const back = { question: '想起来了？', switchLabel: '返回登录', onSwitch };
  if (!mailEnabled || sent) {
    return (
      <div className={styles.form}>
        <p className={styles.notice} role="status">
          {sent
            ? `如果这个账号存在并且有验证过的邮箱，重设密码的邮件已经发出，请在 ${PASSWORD_RESET_MINUTES} 分钟内打开邮件里的链接。没有收到的话，看看垃圾邮件，或联系站长。`
            : '这个博客没有开启邮件，不能通过邮件找回密码。请联系站长，请他在服务器上运行 npm run blog -- passwd <你的账号> 为你设置新密码。'}
        </p>
        <p className={styles.switchLine}>
          {back.question}
          <button type="button" className={styles.switchButton} onClick={onSwitch}>
            {back.switchLabel}
          </button>
        </p>
      </div>
    );
  }

  return (
    <Form<{ account: string }> name="forgot" className={styles.form} onFinish={onFinish} requiredMark={false}>
      <p className={styles.notice}>输入账号或账号验证过的邮箱，我们会发一封重设密码的邮件给你。</p>
      <AuthField
        name="account"
        label="用户账号或邮箱"
        icon={UserOutlined}
        rules={[requiredRule('请输入用户账号或邮箱')]}
        placeholder="用户账号或邮箱"
        autoComplete="username"
        maxLength={254}
        autoFocus={autoFocus}
      />
      <AuthFormFooter submitLabel="发送重设邮件" submitting={submitting} {...back} />
    </Form>
  );
}
