import { LockOutlined, UserOutlined } from '../../components/icons';
import { Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { login } from './auth-api';
import { loginPasswordRule, loginUsernameRule } from './form-rules';
import { AuthFormFooter } from './auth-form-footer';
import type { AuthFormProps } from './auth-form-props';
import styles from './login-dialog.module.css';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './remembered-login';
import { signIn } from './sign-in';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * 登录 (SPEC §4–§5): prefilled with the remembered login and 记住我 ticked when there is one;
 * fields checked on blur; Enter submits.
 */
export function LoginForm({ onSwitch, autoFocus }: AuthFormProps) {
  // Read once per opening: the dialog's content is rebuilt each time it opens.
  const [initialValues] = useState<LoginValues>(() => {
    const remembered = readRememberedLogin();
    return remembered ? { ...remembered, remember: true } : { username: '', password: '', remember: false };
  });
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ username, password, remember }: LoginValues) => {
    setSubmitting(true);
    try {
      const trimmed = username.trim();
      const result = await login({ username: trimmed, password });
      if (remember) saveRememberedLogin({ username: trimmed, password });
      else forgetRememberedLogin();
      await signIn(result);
    } catch {
      // The blog client has shown the server's message (错误提示).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues>
      name="login"
      className={styles.form}
      initialValues={initialValues}
      onFinish={onFinish}
      requiredMark={false}
      autoComplete="on"
    >
      <Form.Item name="username" rules={[loginUsernameRule]} validateTrigger="onBlur">
        <Input
          size="large"
          prefix={<UserOutlined aria-hidden className={styles.fieldIcon} />}
          placeholder="用户账号"
          aria-label="用户账号"
          autoComplete="username"
          autoFocus={autoFocus && !initialValues.username}
        />
      </Form.Item>
      <Form.Item name="password" rules={[loginPasswordRule]} validateTrigger="onBlur">
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden className={styles.fieldIcon} />}
          placeholder="用户密码"
          aria-label="用户密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" className={styles.rememberRow}>
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <AuthFormFooter
        submitLabel="登录"
        submitting={submitting}
        question="没有账号？"
        switchLabel="去注册"
        onSwitch={onSwitch}
      />
    </Form>
  );
}
