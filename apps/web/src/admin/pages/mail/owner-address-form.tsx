import { adminRoutes } from '@blog/contract/admin-routes';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';

/**
 * 站长邮箱: where the mails about new comments, messages and link applications go. Set here, it
 * overrides ADMIN_EMAIL; emptied, ADMIN_EMAIL applies again.
 */
export function OwnerAddressForm() {
  const [form] = Form.useForm<{ admin_email: string }>();
  const settings = useAdminRead(adminRoutes.mail.settings, {}, 'mail').data;
  const save = useAdminWrite(
    (admin_email: string) => callApi(adminRoutes.mail.updateSettings, { body: { admin_email } }),
    { done: '保存成功', areas: ['mail'] },
  );
  useEffect(() => {
    if (settings) form.setFieldsValue({ admin_email: settings.admin_email ?? '' });
  }, [form, settings]);
  if (!settings) return null;
  return (
    <div>
      {!settings.enabled && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="邮件功能未开启"
          description="在环境变量里设置 SMTP_URL（以及 MAIL_FROM、ADMIN_EMAIL）并重启后，博客才会发送邮件。"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={(values) => save.mutate(values.admin_email.trim())}
      >
        <Form.Item
          label="站长邮箱"
          name="admin_email"
          extra={
            settings.env_admin_email
              ? `留空则使用环境变量 ADMIN_EMAIL：${settings.env_admin_email}`
              : '新评论、留言和友链申请会发邮件到这里'
          }
        >
          <Input
            type="email"
            placeholder={settings.env_admin_email ?? 'you@example.com'}
            data-testid="owner-email"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
      {settings.enabled && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          发件人：{settings.from}
        </Typography.Paragraph>
      )}
    </div>
  );
}
