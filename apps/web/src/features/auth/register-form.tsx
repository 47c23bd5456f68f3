import { LockOutlined, SafetyOutlined, SmileOutlined, UserOutlined } from '../../components/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { register } from './auth-api';
import { confirmRule, passwordRule, usernameRule } from './form-rules';
import { AuthFormFooter } from './auth-form-footer';
import type { AuthFormProps } from './auth-form-props';
import styles from './login-dialog.module.css';
import { signIn } from './sign-in';

interface RegisterValues {
  username: string;
  nick_name?: string;
  password1: string;
  password2: string;
}

/** The server's limit for nicknames (contract `registerBody`). */
const NICKNAME_MAX = 20;

/**
 * 注册 (docs/spec.md §5): username 5–16, password of two kinds of characters, confirmed; the nickname is
 * free. A successful registration logs the new user in at once (自动登录成功).
 */
export function RegisterForm({ onSwitch, autoFocus }: AuthFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ username, nick_name, password1 }: RegisterValues) => {
    setSubmitting(true);
    try {
      const nickName = nick_name?.trim();
      const result = await register({
        username: username.trim(),
        password: password1,
        ...(nickName ? { nick_name: nickName } : {}),
      });
      await signIn(result, { automatic: true });
    } catch {
      // The blog client has shown the server's message (错误提示).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      className={styles.form}
      onFinish={onFinish}
      requiredMark={false}
    >
      <Form.Item name="username" rules={[usernameRule]} validateTrigger="onBlur">
        <Input
          size="large"
          prefix={<UserOutlined aria-hidden className={styles.fieldIcon} />}
          placeholder="用户账号（5-16 位）"
          aria-label="用户账号"
          autoComplete="username"
          autoFocus={autoFocus}
        />
      </Form.Item>
      <Form.Item name="nick_name">
        <Input
          size="large"
          prefix={<SmileOutlined aria-hidden className={styles.fieldIcon} />}
          placeholder="昵称（选填）"
          aria-label="昵称"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
        />
      </Form.Item>
      <Form.Item name="password1" rules={[passwordRule]} validateTrigger="onBlur">
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden className={styles.fieldIcon} />}
          placeholder="密码（6-18 位，至少两种字符）"
          aria-label="密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="password2"
        dependencies={['password1']}
        rules={[confirmRule(() => form.getFieldValue('password1'))]}
        validateTrigger="onBlur"
      >
        <Input.Password
          size="large"
          prefix={<SafetyOutlined aria-hidden className={styles.fieldIcon} />}
          placeholder="确认密码"
          aria-label="确认密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <AuthFormFooter
        submitLabel="注册"
        submitting={submitting}
        question="已有账号？"
        switchLabel="去登录"
        onSwitch={onSwitch}
      />
    </Form>
  );
}
