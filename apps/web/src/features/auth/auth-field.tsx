import { Form, Input, type InputProps } from 'antd';
import type { IconComponent } from '../../components/icons/create-icon';
import type { FieldRule } from './form-rules';
import styles from './login-dialog.module.css';

export interface AuthFieldProps extends Pick<
  InputProps,
  'placeholder' | 'autoComplete' | 'autoFocus' | 'maxLength'
> {
  name: string;
  /** Its accessible name: 用户账号, 密码 … */
  label: string;
  /** The icon in front of it. */
  icon: IconComponent;
  /** Checked when the field is left. */
  rules?: FieldRule[];
  /** Fields whose change checks this one again (the confirmation, on the password). */
  dependencies?: string[];
  /** A password: hidden, with the eye to show it. */
  password?: boolean;
}

/** A field of the login and register forms: large, an icon in front, checked on blur. */
export function AuthField({
  name,
  label,
  icon: Icon,
  rules,
  dependencies,
  password,
  ...input
}: AuthFieldProps) {
  const Field = password ? Input.Password : Input;
  return (
    <Form.Item name={name} rules={rules} dependencies={dependencies} validateTrigger="onBlur">
      <Field
        size="large"
        prefix={<Icon aria-hidden className={styles.fieldIcon} />}
        aria-label={label}
        {...input}
      />
    </Form.Item>
  );
}
