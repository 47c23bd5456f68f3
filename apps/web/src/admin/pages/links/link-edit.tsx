import { adminLinkBody, LINK_DESC_MAX_LENGTH, LINK_NAME_MAX_LENGTH, type Link } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input, Modal } from 'antd';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';
import { ImageField } from '../../components/image-field';
import { contractRule } from '../../components/contract-rule';
import { toLinkBody, toLinkValues, type LinkFormValues } from './link-form-values';

const shape = adminLinkBody.shape;

/** 编辑友链: name, description, avatar and address of a link (its review status stays). */
export function LinkEdit({ link, onClose }: { link: Link; onClose: () => void }) {
  const [form] = Form.useForm<LinkFormValues>();
  const save = useAdminWrite(
    (values: LinkFormValues) =>
      callApi(adminRoutes.links.update, { params: { id: link.id }, body: toLinkBody(values) }),
    {
      done: '友链已保存',
      areas: ['links'],
    },
  );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A failure was toasted by the client; the modal stays open with everything typed.
    await save.mutateAsync(values).then(onClose, () => undefined);
  };

  return (
    <Modal
      open
      title="编辑友链"
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" initialValues={toLinkValues(link)} requiredMark={false}>
        <Form.Item
          name="site_name"
          label="网站名称"
          rules={[contractRule(shape.site_name, 'site_name', '网站名称')]}
        >
          <Input maxLength={LINK_NAME_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="site_desc"
          label="网站描述"
          rules={[contractRule(shape.site_desc, 'site_desc', '网站描述')]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={LINK_DESC_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item name="url" label="网站地址" rules={[contractRule(shape.url, 'url', '网站地址')]}>
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
        <Form.Item
          name="site_avatar"
          label="网站头像"
          rules={[contractRule(shape.site_avatar, 'site_avatar', '网站头像')]}
        >
          <ImageField label="网站头像" shape="square" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
