import { adminSetupBody, type AdminSetup } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Skeleton, Steps, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { updateUserInfo } from '../../../stores/user-store';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { contractRule } from '../../components/contract-rule';
import { FaviconField } from '../../components/favicon-field';
import { ImageField } from '../../components/image-field';
import { ClearDemoPanel } from '../site/clear-demo-panel';
import { DemoStep } from './demo-step';
import { SETUP_STEPS, setupToForm, toSetupBody, type SetupField, type SetupFormValues } from './setup-form';
import styles from './setup-page.module.css';

const shape = adminSetupBody.shape;

interface FieldSpec {
  label: string;
  input: ReactNode;
  required?: boolean;
  /** Under the field: what it is for, in the owner's words. */
  help?: string;
}

const link = (placeholder = 'https://') => (
  <Input maxLength={500} placeholder={placeholder} inputMode="url" />
);

const FIELDS: Record<SetupField, FieldSpec> = {
  blog_name: {
    label: '博客名称',
    input: <Input maxLength={30} placeholder="如：小明的技术笔记" />,
    required: true,
    help: '显示在页眉、浏览器标题和订阅里',
  },
  author_name: {
    label: '作者',
    input: <Input maxLength={30} placeholder="你的名字或笔名" />,
    required: true,
    help: '侧栏名片、文章版权和页脚署名',
  },
  site_start: {
    label: '建站日期',
    input: <Input type="date" />,
    required: true,
    help: '页脚「本站已运行 N 天」从这天算起',
  },
  nick_name: {
    label: '昵称',
    input: <Input maxLength={20} placeholder="你在评论和回复里的名字" />,
    required: true,
    help: '后台问候你、你的评论和回复署名都用它',
  },
  avatar: {
    label: '头像',
    input: <ImageField label="头像" shape="square" />,
    help: '你的账号和博客名片共用这个头像',
  },
  favicon: { label: '网站图标', input: <FaviconField />, help: '浏览器标签页、收藏夹和手机桌面上的图标' },
  filing_number: {
    label: '备案号',
    input: <Input maxLength={100} placeholder="没有备案可以留空" />,
    help: '显示在页脚',
  },
  filing_url: { label: '备案链接', input: link() },
  github_link: { label: 'GitHub', input: link('https://github.com/…') },
  git_ee_link: { label: 'Gitee', input: link('https://gitee.com/…') },
  bilibili_link: { label: '哔哩哔哩', input: link('https://space.bilibili.com/…') },
  qq_link: { label: 'QQ', input: link() },
  we_chat_link: { label: '微信', input: link() },
};

/** The step after the last one that asks: the demo content. */
const DEMO_STEP = SETUP_STEPS.length;

/**
 * 设置向导 (`/admin/setup`): what makes the blog the owner's, in four short steps, then what to do
 * with the demo content. It opens by itself after the first login (SetupRedirect) until saved or put
 * off with 稍后再说, and from 网站设置 any time. Everything it asks is a field of 网站设置 or of the
 * owner's account, saved through them (PUT /api/admin/setup); the demo persona's values come empty.
 */
export function SetupPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<SetupFormValues>();
  const [step, setStep] = useState(0);
  const setup = useAdminRead(adminRoutes.setup.read, {}, 'setup');
  const save = useAdminWrite(
    (values: SetupFormValues) => callApi(adminRoutes.setup.save, { body: toSetupBody(values) }),
    {
      done: '博客信息已保存',
      areas: ['setup', 'site'],
    },
  );
  const skip = useAdminWrite(() => callApi(adminRoutes.setup.skip, {}), { areas: ['setup'] });

  if (setup.isError) return <LoadError line="设置向导加载失败" onRetry={() => void setup.refetch()} />;
  if (!setup.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  const finish = () => void navigate('/admin', { replace: true });
  const later = () => skip.mutate(undefined, { onSuccess: finish });
  const saved = (result: AdminSetup) => {
    updateUserInfo({ nick_name: result.values.nick_name, avatar: result.values.avatar ?? '' });
    // The visitor side (header, footer, author card) reads the public config: let it see the change.
    void client.invalidateQueries({ queryKey: ['site', 'config'] });
    setStep(DEMO_STEP);
  };
  const next = async () => {
    const fields = SETUP_STEPS[step]?.fields ?? [];
    await form.validateFields(fields).catch(() => null);
    if (form.getFieldsError(fields).some((field) => field.errors.length > 0)) return;
    if (step < DEMO_STEP - 1) setStep(step + 1);
    // On failure the client has shown the server's message and the form keeps what was typed.
    else save.mutate(form.getFieldsValue(true) as SetupFormValues, { onSuccess: saved });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <Typography.Title level={3} className={styles.title}>
            欢迎！先把博客变成你的
          </Typography.Title>
          <Typography.Text type="secondary">
            几项基本信息，以后都能在「网站设置」和「个人中心」里修改。
          </Typography.Text>
        </div>
        {step < DEMO_STEP && (
          <Button type="link" onClick={later} loading={skip.isPending} className={styles.later}>
            稍后再说
          </Button>
        )}
      </header>
      <Steps
        current={step}
        size="small"
        // A row on phones too, naming only the current step: five named steps stacked would fill the screen.
        responsive={false}
        className={styles.steps}
        items={[...SETUP_STEPS.map((s) => ({ title: s.title })), { title: '示例内容' }]}
      />
      <Card variant="borderless" className={styles.card}>
        <Form<SetupFormValues>
          form={form}
          layout="vertical"
          initialValues={setupToForm(setup.data.values)}
          onFinish={() => void next()}
          className={step === DEMO_STEP ? styles.hidden : undefined}
        >
          {SETUP_STEPS[step]?.fields.map((field) => {
            const spec = FIELDS[field];
            return (
              <Form.Item
                key={field}
                name={field}
                label={spec.label}
                required={spec.required}
                extra={spec.help}
                rules={[contractRule(shape[field], field, spec.label)]}
              >
                {spec.input}
              </Form.Item>
            );
          })}
          {step < DEMO_STEP && (
            <div className={styles.actions}>
              {step > 0 && <Button onClick={() => setStep(step - 1)}>上一步</Button>}
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {step === DEMO_STEP - 1 ? '保存' : '下一步'}
              </Button>
            </div>
          )}
        </Form>
        {step === DEMO_STEP && (
          <DemoStep onKeep={finish}>
            <ClearDemoPanel onCleared={finish} />
          </DemoStep>
        )}
      </Card>
    </div>
  );
}
