import { SafetyCertificateOutlined } from '../../components/icons';
import { Button, Form, Input } from 'antd';
import { Card } from '../../components/card';
import type { UpdatePasswordBody } from '@blog/contract';
import { updatePassword } from '../../features/auth/auth-api';
import { confirmRule, passwordRule, requiredRule } from '../../features/auth/form-rules';
import { updateRememberedPassword } from '../../features/auth/remembered-login';
import { toast } from '../../lib/toast';
import { useSubmitting } from '../../lib/use-submitting';
import { setToken } from '../../stores/user-store';
import styles from './user-center.module.css';

/**
 * 密码修改: the current password, then the new one twice, with the register rules (docs/spec.md §5).
 * The change revokes every older token, so the new token from the answer is kept at once.
 */
export function PasswordCard({ username }: { username: string }) {
  const [form] = Form.useForm<UpdatePasswordBody>();
  const [saving, onFinish] = useSubmitting(async (values: UpdatePasswordBody) => {
    // A refusal (原密码不正确) is the blog client's 错误提示.
    const { token } = await updatePassword(values);
    setToken(token);
    updateRememberedPassword(username, values.password1);
    form.resetFields();
    toast.success('密码修改成功');
  });

  return (
    <Card className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>密码修改</h2>
      </div>
      <div className={styles.passwordLayout}>
        <Form<UpdatePasswordBody>
          form={form}
          name="password"
          layout="vertical"
          className={styles.passwordForm}
          onFinish={onFinish}
          requiredMark={false}
        >
          <Form.Item
            label="原密码"
            name="password"
            rules={[requiredRule('请输入原密码')]}
            validateTrigger="onBlur"
          >
            <Input.Password size="large" placeholder="请输入原密码" autoComplete="current-password" />
          </Form.Item>
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
          <Button
            autoInsertSpace={false}
            type="primary"
            htmlType="submit"
            size="large"
            loading={saving}
            className={styles.passwordSubmit}
          >
            确认修改
          </Button>
        </Form>
        <aside className={styles.tips} aria-label="密码小贴士">
          <SafetyCertificateOutlined aria-hidden className={styles.tipsIcon} />
          <p className={styles.tipsTitle}>密码小贴士</p>
          <ul className={styles.tipsList}>
            <li>6-18 位，数字、字母、符号至少用上两种</li>
            <li>不要和其他网站用同一个密码</li>
            <li>修改成功后，其他设备上的登录会失效，需要重新登录</li>
          </ul>
        </aside>
      </div>
    </Card>
  );
}
