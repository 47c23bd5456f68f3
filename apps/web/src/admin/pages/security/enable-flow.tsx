import type { AdminTotpSetup } from '@blog/contract';
import { Button, Form, QRCode, Steps, Typography } from 'antd';
import { useState } from 'react';
import { groupSecret } from './recovery-codes-file';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { CodeField, PasswordField, useRecoveryCodesForm } from './security-fields';
import styles from './security-page.module.css';
import { useEnable, useStartSetup } from './totp-api';

const STEPS = [{ title: '验证密码' }, { title: '绑定身份验证器' }, { title: '保存恢复码' }];

/**
 * Turning two-step login on, in three steps: the password; the QR code (or the secret as text) for
 * the app and a code from it; the recovery codes, shown once. Cancelling before the code leaves the
 * login as it was (the server only keeps the secret pending).
 */
export function EnableFlow({ onClose }: { onClose: () => void }) {
  const [setup, setSetup] = useState<AdminTotpSetup | null>(null);
  const start = useStartSetup();
  const enable = useEnable();
  const { form: codeForm, codes, submit } = useRecoveryCodesForm(enable);
  const current = codes ? 2 : setup ? 1 : 0;

  return (
    <div className={styles.flow}>
      <Steps current={current} items={STEPS} size="small" className={styles.steps} />
      {current === 0 && (
        <Form<{ password: string }>
          layout="vertical"
          className={styles.narrowForm}
          requiredMark={false}
          onFinish={({ password }) => start.mutate(password, { onSuccess: setSetup })}
        >
          <p className={styles.lead}>为了确认是你本人在操作，请先输入当前的登录密码。</p>
          <PasswordField />
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" loading={start.isPending}>
              下一步
            </Button>
            <Button onClick={onClose}>取消</Button>
          </div>
        </Form>
      )}
      {current === 1 && setup && (
        <div className={styles.bind}>
          <figure className={styles.qr}>
            <QRCode value={setup.uri} size={184} color="#000000" bgColor="#ffffff" bordered={false} />
            <figcaption>用身份验证器 App 扫一扫</figcaption>
          </figure>
          <Form<{ code: string }>
            form={codeForm}
            layout="vertical"
            className={styles.bindForm}
            requiredMark={false}
            onFinish={submit}
          >
            <ol className={styles.howTo}>
              <li>
                打开手机上的身份验证器（Google Authenticator、Microsoft
                Authenticator、腾讯身份验证器等），扫描二维码。
              </li>
              <li>
                无法扫码时，选择「手动输入密钥」，填入：
                <Typography.Text
                  data-testid="totp-secret"
                  className={styles.secret}
                  copyable={{ text: setup.secret, tooltips: ['复制密钥', '已复制'] }}
                >
                  {groupSecret(setup.secret)}
                </Typography.Text>
              </li>
              <li>输入 App 里显示的 6 位验证码，完成绑定。</li>
            </ol>
            <CodeField label="验证码" autoFocus />
            <div className={styles.actions}>
              <Button type="primary" htmlType="submit" loading={enable.isPending}>
                确认开启
              </Button>
              <Button onClick={onClose} disabled={enable.isPending}>
                取消
              </Button>
            </div>
          </Form>
        </div>
      )}
      {current === 2 && codes && <RecoveryCodesPanel codes={codes} onDone={onClose} />}
    </div>
  );
}
