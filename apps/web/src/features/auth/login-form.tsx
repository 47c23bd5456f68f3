import { LockOutlined, UserOutlined } from '../../components/icons';
import { Checkbox, Form } from 'antd';
import { useState } from 'react';
import type { LoginResult } from '@blog/contract';
import { isCodeRefusal, login, needsTotp } from './auth-api';
import { loginPasswordRule, loginUsernameRule } from './form-rules';
import { AuthField } from './auth-field';
import { AuthFormFooter } from './auth-form-footer';
import type { AuthFormProps } from './auth-form-props';
import styles from './login-dialog.module.css';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './remembered-login';
import { useSubmitting } from '../../lib/use-submitting';
import { signIn } from './sign-in';
import { TotpStep } from './totp-step';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/** Keeps or forgets the login as 记住我 says, then signs in. */
async function finish(result: LoginResult, { username, password, remember }: LoginValues) {
  if (remember) saveRememberedLogin({ username, password });
  else forgetRememberedLogin();
  await signIn(result);
}

/**
 * 登录 (docs/spec.md §4–§5): prefilled with the remembered login and 记住我 ticked when there is one;
 * fields checked on blur; Enter submits. An account with two-step login on then asks for its code
 * in a second step (`TotpStep`), keeping what was typed for 返回上一步.
 */
export function LoginForm({ onSwitch, onForgot, autoFocus }: AuthFormProps & { onForgot: () => void }) {
  // Read once per opening: the dialog's content is rebuilt each time it opens. Afterwards, what was
  // typed before the second step (the form is rebuilt with it on the way back).
  const [values, setValues] = useState<LoginValues>(() => {
    const remembered = readRememberedLogin();
    return remembered ? { ...remembered, remember: true } : { username: '', password: '', remember: false };
  });
  const [askCode, setAskCode] = useState(false);
  const [submitting, onFinish] = useSubmitting(async (typed: LoginValues) => {
    const entered = { ...typed, username: typed.username.trim() };
    try {
      const result = await login({ username: entered.username, password: entered.password });
      await finish(result, entered);
    } catch (error) {
      // The server wants a code: the second step. Anything else the blog client has shown (错误提示).
      if (!needsTotp(error)) throw error;
      setValues(entered);
      setAskCode(true);
    }
  });

  const submitCode = async (totp: string): Promise<string | null> => {
    try {
      const result = await login({ username: values.username, password: values.password, totp });
      await finish(result, values);
      return null;
    } catch (error) {
      return isCodeRefusal(error) && error instanceof Error ? error.message : null;
    }
  };

  if (askCode) return <TotpStep onSubmit={submitCode} onBack={() => setAskCode(false)} />;

  return (
    <Form<LoginValues>
      name="login"
      className={styles.form}
      initialValues={values}
      onFinish={onFinish}
      requiredMark={false}
      autoComplete="on"
    >
      <AuthField
        name="username"
        label="用户账号"
        icon={UserOutlined}
        rules={[loginUsernameRule]}
        placeholder="用户账号"
        autoComplete="username"
        autoFocus={autoFocus && !values.username}
      />
      <AuthField
        name="password"
        label="用户密码"
        icon={LockOutlined}
        rules={[loginPasswordRule]}
        password
        placeholder="用户密码"
        autoComplete="current-password"
      />
      <div className={styles.rememberRow}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>记住我</Checkbox>
        </Form.Item>
        <button type="button" className={styles.switchButton} onClick={onForgot}>
          忘记密码？
        </button>
      </div>
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
