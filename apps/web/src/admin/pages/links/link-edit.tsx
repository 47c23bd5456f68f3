import { adminLinkBody, LINK_DESC_MAX_LENGTH, LINK_NAME_MAX_LENGTH, type Link } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input } from 'antd';
import { callApi } from '../../../lib/http/api';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';
import { ImageField } from '../../components/image-field';
import { UrlField } from '../../components/url-field';
import { toLinkBody, toLinkValues, type LinkFormValues } from './link-form-values';

const shape = adminLinkBody.shape;

/** 编辑友链: name, description, avatar and address of a link (its review status stays). */
export function LinkEdit({ link, onClose }: { link: Link; onClose: () => void }) {
  return (
    <FormModal<LinkFormValues, unknown>
      title="编辑友链"
      initialValues={toLinkValues(link)}
      save={(values) =>
        callApi(adminRoutes.links.update, { params: { id: link.id }, body: toLinkBody(values) })
      }
      done="友链已保存"
      areas={['links']}
      onClose={onClose}
    >
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
      <UrlField label="网站地址" rule={shape.url} />
      <Form.Item
        name="site_avatar"
        label="网站头像"
        rules={[contractRule(shape.site_avatar, 'site_avatar', '网站头像')]}
      >
        <ImageField label="网站头像" shape="square" />
      </Form.Item>
    </FormModal>
  );
}
