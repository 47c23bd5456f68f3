import { LockOutlined, SafetyOutlined, SmileOutlined, UserOutlined } from '../../components/icons';
import { Form } from 'antd';
import { useSubmitting } from '../../lib/use-submitting';
import { register } from './auth-api';
import { confirmRule, passwordRule, usernameRule } from './form-rules';
import { AuthField } from './auth-field';
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
  const [submitting, onFinish] = useSubmitting(async ({ username, nick_name, password1 }: RegisterValues) => {
    const nickName = nick_name?.trim();
    const result = await register({
      username: username.trim(),
      password: password1,
      ...(nickName ? { nick_name: nickName } : {}),
    });
    await signIn(result, { automatic: true });
  });

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      className={styles.form}
      onFinish={onFinish}
      requiredMark={false}
    >
      <AuthField
        name="username"
        label="用户账号"
        icon={UserOutlined}
        rules={[usernameRule]}
        placeholder="用户账号（5-16 位）"
        autoComplete="username"
        autoFocus={autoFocus}
      />
      <AuthField
        name="nick_name"
        label="昵称"
        icon={SmileOutlined}
        placeholder="昵称（选填）"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX}
      />
      <AuthField
        name="password1"
        label="密码"
        icon={LockOutlined}
        rules={[passwordRule]}
        password
        placeholder="密码（6-18 位，至少两种字符）"
        autoComplete="new-password"
      />
      <AuthField
        name="password2"
        label="确认密码"
        icon={SafetyOutlined}
        rules={[confirmRule(() => form.getFieldValue('password1'))]}
        dependencies={['password1']}
        password
        placeholder="确认密码"
        autoComplete="new-password"
      />
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
