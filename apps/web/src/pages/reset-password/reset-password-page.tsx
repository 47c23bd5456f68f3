import type { ResetPasswordBody } from '@blog/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { LockOutlined } from '../../components/icons';
import { checkResetToken, resetPassword } from '../../features/auth/auth-api';
import { confirmRule, passwordRule } from '../../features/auth/form-rules';
import { useSubmitting } from '../../lib/use-submitting';
import { openLogin } from '../../stores/user-store';
import styles from './reset-password-page.module.css';

type Values = Omit<ResetPasswordBody, 'token'>;

/**
 * 重设密码 (issue #32): the page a mailed reset link opens. It asks whose password the link sets
 * (an old, used or broken link says so), then takes the new password twice; the account's sessions
 * on every device end, and the login dialog opens for the new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const account = useQuery({
    queryKey: ['reset-password', token],
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const [done, setDone] = useState(false);
  const [form] = Form.useForm<Values>();
  const [saving, onFinish] = useSubmitting(async (values: Values) => {
    await resetPassword({ token, ...values });
    setDone(true);
  });

  let body;
  if (done) {
    body = (
      <>
        <p className={styles.text}>新密码已设置。这个账号在所有设备上的登录都已失效，请用新密码重新登录。</p>
        <Button type="primary" size="large" block onClick={openLogin}>
          去登录
        </Button>
      </>
    );
  } else if (token === '' || account.isError) {
    body = (
      <>
        <p className={styles.text} role="alert">
          {account.error instanceof Error ? account.error.message : '链接不完整：请打开邮件里的完整链接。'}
        </p>
        <p className={styles.text}>可以在登录窗口点「忘记密码？」重新申请一封邮件。</p>
        <Link to="/home" className={styles.home}>
          返回首页
        </Link>
      </>
    );
  } else if (!account.data) {
    body = <p className={styles.text}>正在检查链接…</p>;
  } else {
    body = (
      <Form<Values>
        form={form}
        name="reset-password"
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
      >
        <p className={styles.text}>
          为账号 <strong className={styles.account}>{account.data.username}</strong> 设置新密码。
        </p>
        <Form.Item label="新密码" name="password1" rules={[passwordRule]} validateTrigger="onBlur">
          <Input.Password size="large" placeholder="6-18 位，至少两种字符" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="password2"
          dependencies={['password1']}
          rules={[confirmRule(() => form.getFieldValue('password1'))]}
          validateTrigger="onBlur"
        >
          <Input.Password size="large" placeholder="再输入一次新密码" autoComplete="new-password" />
        </Form.Item>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" size="large" block loading={saving}>
          设置新密码
        </Button>
      </Form>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-password-title">
        <div className={styles.icon}>
          <LockOutlined aria-hidden />
        </div>
        <h1 id="reset-password-title" className={styles.title}>
          重设密码
        </h1>
        <AntdScope>{body}</AntdScope>
      </section>
    </div>
  );
}
