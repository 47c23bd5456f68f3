import { CheckCircleFilled, SafetyCertificateOutlined } from '../../../components/icons';
import { adminTotpDisableBody } from '@blog/contract';
import { Button, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { contractRule } from '../../components/contract-rule';
import { EnableFlow } from './enable-flow';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { CodeField, PasswordField, useRecoveryCodesForm } from './security-fields';
import styles from './security-page.module.css';
import { useDisable, useRenewRecoveryCodes, useTotpStatus } from './totp-api';

type Stage = 'idle' | 'enable' | 'disable' | 'renew';

/** Few enough recovery codes left to suggest new ones. */
const FEW_CODES_LEFT = 3;

/**
 * 两步验证 of the owner's account: whether it is on, and the ways to turn it on (EnableFlow), to
 * turn it off (password and a code), or to get new recovery codes (a code).
 */
export function TwoStepSection() {
  const status = useTotpStatus();
  const [stage, setStage] = useState<Stage>('idle');
  const close = () => setStage('idle');

  if (status.isError)
    return <LoadError bare line="两步验证状态加载失败" onRetry={() => void status.refetch()} />;
  if (!status.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  // The flow stays up after turning it on (the status changes under it): the codes are still to be saved.
  if (stage === 'enable') return <EnableFlow onClose={close} />;

  const { enabled, enabledAt, recoveryCodesLeft } = status.data;
  return (
    <div className={styles.section}>
      <div className={styles.statusRow}>
        <span className={styles.statusIcon} data-on={enabled} aria-hidden>
          {enabled ? <CheckCircleFilled /> : <SafetyCertificateOutlined />}
        </span>
        <div className={styles.statusText}>
          <h2 className={styles.statusTitle}>
            两步验证
            {enabled ? <Tag color="success">已开启</Tag> : <Tag>未开启</Tag>}
          </h2>
          {enabled ? (
            <p className={styles.statusLine}>
              开启于 {enabledAt}，登录时需要输入身份验证器中的验证码。剩余恢复码{' '}
              <Typography.Text strong type={recoveryCodesLeft <= FEW_CODES_LEFT ? 'warning' : undefined}>
                {recoveryCodesLeft}
              </Typography.Text>{' '}
              个{recoveryCodesLeft <= FEW_CODES_LEFT ? '，不多了，建议重新生成' : ''}。
            </p>
          ) : (
            <p className={styles.statusLine}>
              开启后，登录时除了密码，还要输入手机身份验证器 App 里的 6
              位验证码。即使密码泄露，别人也登录不了你的后台。
            </p>
          )}
        </div>
      </div>

      {stage === 'idle' &&
        (enabled ? (
          <div className={styles.actions}>
            <Button onClick={() => setStage('renew')}>重新生成恢复码</Button>
            <Button danger onClick={() => setStage('disable')}>
              关闭两步验证
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button type="primary" icon={<SafetyCertificateOutlined />} onClick={() => setStage('enable')}>
              开启两步验证
            </Button>
          </div>
        ))}
      {stage === 'disable' && <DisableForm onClose={close} />}
      {stage === 'renew' && <RenewCodes onClose={close} />}
    </div>
  );
}

/** Turning it off: the password and a code from the app, or a recovery code. */
function DisableForm({ onClose }: { onClose: () => void }) {
  const disable = useDisable();
  const [form] = Form.useForm<{ password: string; code: string }>();
  return (
    <Form<{ password: string; code: string }>
      form={form}
      layout="vertical"
      className={styles.panel}
      requiredMark={false}
      onFinish={(body) =>
        disable.mutate(body, { onSuccess: onClose, onError: () => form.setFieldValue('code', '') })
      }
    >
      <p className={styles.lead}>
        关闭后，登录只需要密码。请输入密码和身份验证器中的验证码（或一个恢复码）确认。
      </p>
      <PasswordField />
      <Form.Item
        name="code"
        label="验证码或恢复码"
        rules={[contractRule(adminTotpDisableBody.shape.code, 'code', '验证码')]}
      >
        <Input
          placeholder="6 位验证码或恢复码"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Form.Item>
      <div className={styles.actions}>
        <Button danger type="primary" htmlType="submit" loading={disable.isPending}>
          确认关闭
        </Button>
        <Button onClick={onClose} disabled={disable.isPending}>
          取消
        </Button>
      </div>
    </Form>
  );
}

/** New recovery codes for a code from the app; the old ones stop working. */
function RenewCodes({ onClose }: { onClose: () => void }) {
  const renew = useRenewRecoveryCodes();
  const { form, codes, submit } = useRecoveryCodesForm(renew);
  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onClose} />;
  return (
    <Form<{ code: string }>
      form={form}
      layout="vertical"
      className={styles.panel}
      requiredMark={false}
      onFinish={submit}
    >
      <p className={styles.lead}>生成一组新的恢复码，旧的恢复码（包括没用过的）将全部失效。</p>
      <CodeField label="身份验证器中的验证码" autoFocus />
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={renew.isPending}>
          生成新的恢复码
        </Button>
        <Button onClick={onClose} disabled={renew.isPending}>
          取消
        </Button>
      </div>
    </Form>
  );
}
