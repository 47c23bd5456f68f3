import { Modal } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { useIsNarrow } from '../../components/use-media-query';
import { closeLogin, useUserStore } from '../../stores/user-store';
import { AuthIllustration } from './auth-illustration';
import styles from './login-dialog.module.css';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register' | 'forgot';

const ASIDE: Record<Mode, { title: string; line: string }> = {
  login: { title: '欢迎回来', line: '登录后可以收到回复提醒，还能装扮自己的个人中心～' },
  register: { title: '你好呀，新朋友', line: '注册一个账号，在这里留下属于你的足迹吧～' },
  forgot: { title: '别着急', line: '忘记密码了？用邮件设置一个新的就好～' },
};

const TITLES: Record<Mode, string> = { login: '登录', register: '注册', forgot: '忘记密码' };

/**
 * The login/register dialog (docs/spec.md §4): one dialog that toggles between 登录 and 注册 (and
 * 登录's 忘记密码？), open
 * whenever the user store's `showLogin` is true (the header's 登录, a 401 from any call).
 * Its content is rebuilt on every opening, so the login form reads the remembered login afresh.
 */
export function LoginDialog() {
  const open = useUserStore((state) => state.showLogin);
  const reason = useUserStore((state) => state.loginReason);
  const narrow = useIsNarrow();
  const [mode, setMode] = useState<Mode>('login');
  const title = TITLES[mode];

  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={closeLogin}
        afterClose={() => setMode('login')}
        footer={null}
        centered
        destroyOnHidden
        width={narrow ? 'calc(100vw - 24px)' : 800}
        title={<span className="sr-only">{title}</span>}
        classNames={{
          container: styles.container,
          header: styles.header,
          body: styles.body,
          close: styles.close,
        }}
      >
        <div className={styles.shell} data-mode={mode}>
          <aside className={styles.aside}>
            <AuthIllustration className={styles.art} />
            <div className={styles.asideText}>
              <p className={styles.asideTitle}>{ASIDE[mode].title}</p>
              <p className={styles.asideLine}>{ASIDE[mode].line}</p>
            </div>
          </aside>
          <section className={styles.main}>
            <div className={styles.tabs} role="tablist" aria-label="登录或注册">
              {(['login', 'register'] as const).map((tab) => (
                <button
                  key={tab}
                  type="button"
                  role="tab"
                  aria-selected={mode === tab || (tab === 'login' && mode === 'forgot')}
                  className={styles.tab}
                  onClick={() => setMode(tab)}
                >
                  {tab === 'login' ? '登录' : '注册'}
                </button>
              ))}
            </div>
            {reason && (
              <p className={styles.reason} role="alert">
                {reason}
              </p>
            )}
            {mode === 'login' && (
              <LoginForm
                onSwitch={() => setMode('register')}
                onForgot={() => setMode('forgot')}
                autoFocus={!narrow}
              />
            )}
            {mode === 'register' && <RegisterForm onSwitch={() => setMode('login')} autoFocus={!narrow} />}
            {mode === 'forgot' && <ForgotForm onSwitch={() => setMode('login')} autoFocus={!narrow} />}
          </section>
        </div>
      </Modal>
    </AntdScope>
  );
}
