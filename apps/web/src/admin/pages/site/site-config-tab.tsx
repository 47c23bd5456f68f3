import { adminSiteConfigBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Divider, Form, Input, Row, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { callApi } from '../../../lib/http/api';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import { FaviconField } from '../../components/favicon-field';
import { ImageField } from '../../components/image-field';
import { contractRule } from '../../components/contract-rule';
import { configToForm, toConfigBody, type SiteField, type SiteFormValues } from './site-config-form';
import styles from './site-page.module.css';

const shape = adminSiteConfigBody.shape;

interface FieldSpec {
  field: SiteField;
  label: string;
  input: ReactNode;
  required?: boolean;
  tooltip?: string;
  /** Pictures and long text take a whole row. */
  wide?: boolean;
}

const text = (max: number, placeholder?: string) => (
  <Input maxLength={max} showCount placeholder={placeholder} />
);
const link = (placeholder = 'https://') => (
  <Input maxLength={500} placeholder={placeholder} inputMode="url" />
);
const square = (label: string) => <ImageField label={label} shape="square" />;

const SECTIONS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: '博客信息',
    fields: [
      { field: 'blog_name', label: '博客名称', input: text(30), required: true },
      { field: 'author_name', label: '作者', input: text(30), required: true },
      { field: 'blog_avatar', label: '头像', input: square('头像'), tooltip: '侧栏名片和页眉用的头像' },
      {
        field: 'avatar_bg',
        label: '名片背景',
        input: <ImageField label="名片背景" />,
        tooltip: '侧栏名片头像后面的图',
      },
      {
        field: 'favicon',
        label: '网站图标',
        input: <FaviconField />,
        tooltip: '浏览器标签页、收藏夹和手机桌面上的图标，各尺寸由服务器生成',
        wide: true,
      },
      {
        field: 'personal_say',
        label: '个性签名',
        input: <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} />,
        wide: true,
      },
      {
        field: 'blog_notice',
        label: '公告',
        input: <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3 }} />,
        tooltip: '显示在首页侧栏，留空则不显示',
        wide: true,
      },
      {
        field: 'site_start',
        label: '建站日期',
        input: <Input type="date" />,
        required: true,
        tooltip: '首页的「已运行 N 天」从这天算起',
      },
    ],
  },
  {
    title: '社交链接',
    fields: [
      { field: 'github_link', label: 'GitHub', input: link() },
      { field: 'git_ee_link', label: 'Gitee', input: link() },
      { field: 'bilibili_link', label: '哔哩哔哩', input: link() },
      { field: 'qq_link', label: 'QQ', input: link() },
      { field: 'we_chat_link', label: '微信', input: link() },
    ],
  },
  {
    title: '二维码',
    fields: [
      { field: 'we_chat_group', label: '微信群', input: square('微信群二维码') },
      { field: 'qq_group', label: 'QQ 群', input: square('QQ 群二维码') },
      { field: 'we_chat_pay', label: '微信收款码', input: square('微信收款码') },
      { field: 'ali_pay', label: '支付宝收款码', input: square('支付宝收款码') },
    ],
  },
  {
    title: '备案与版权',
    fields: [
      { field: 'filing_number', label: '备案号', input: text(100, '如：京ICP备XXXXXXXX号-1，没有可以留空') },
      { field: 'filing_url', label: '备案链接', input: link() },
      { field: 'copyright_holder', label: '版权所有', input: text(100) },
      {
        field: 'admin_url',
        label: '后台地址',
        input: link('/admin'),
        tooltip: '页眉「后台管理」链接打开的地址',
      },
    ],
  },
];

/** 基本信息: the site's profile, links, QR codes and filing, saved together. */
export function SiteConfigTab() {
  const client = useQueryClient();
  const [form] = Form.useForm<SiteFormValues>();
  const config = useAdminRead(adminRoutes.site.config, {}, 'site');
  const save = useAdminWrite(
    (values: SiteFormValues) => callApi(adminRoutes.site.updateConfig, { body: toConfigBody(values) }),
    { done: '网站设置已保存', areas: ['site'] },
  );

  if (config.isError) return <LoadError bare line="网站设置加载失败" onRetry={() => void config.refetch()} />;
  if (!config.data) return <Skeleton active paragraph={{ rows: 12 }} />;

  return (
    <Form<SiteFormValues>
      form={form}
      layout="vertical"
      initialValues={configToForm(config.data)}
      scrollToFirstError
      onFinish={(values) =>
        // On failure the client has shown the server's message and the form keeps what was typed.
        save.mutate(values, {
          onSuccess: (saved) => {
            form.setFieldsValue(configToForm(saved));
            // The visitor side (header, home) reads the public config: let it see the change.
            void client.invalidateQueries({ queryKey: ['site', 'config'] });
          },
        })
      }
    >
      {SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Divider titlePlacement="start" className={styles.divider}>
            {section.title}
          </Divider>
          <Row gutter={24}>
            {section.fields.map((spec) => (
              <Col key={spec.field} xs={24} md={spec.wide ? 24 : 12}>
                <Form.Item
                  name={spec.field}
                  label={spec.label}
                  required={spec.required}
                  tooltip={spec.tooltip}
                  rules={[contractRule(shape[spec.field], spec.field, spec.label)]}
                >
                  {spec.input}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </section>
      ))}
      <div className={styles.actions}>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => form.resetFields()} disabled={save.isPending}>
            恢复为已保存的内容
          </Button>
        </Space>
      </div>
    </Form>
  );
}
