import { Button } from 'antd';
import styles from './login-dialog.module.css';

interface AuthFormFooterProps {
  /** 登录, 注册 or 验证. */
  submitLabel: string;
  submitting: boolean;
  /** The line under the button: 没有账号？去注册 / 已有账号？去登录 / 手机不在身边？使用恢复码. */
  question: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** The submit button and the way to the other form (or the other kind of code), shared by the login dialog's forms. */
export function AuthFormFooter({
  submitLabel,
  submitting,
  question,
  switchLabel,
  onSwitch,
}: AuthFormFooterProps) {
  return (
    <>
      <Button
        autoInsertSpace={false}
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        className={styles.submit}
      >
        {submitLabel}
      </Button>
      <p className={styles.switchLine}>
        {question}
        <button type="button" className={styles.switchButton} onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
