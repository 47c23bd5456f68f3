import { adminResourceSiteBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input, Select } from 'antd';
import { callApi } from '../../../lib/http/api';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';
import { ImageField } from '../../components/image-field';
import { UrlField } from '../../components/url-field';
import {
  RESOURCE_KINDS,
  siteToForm,
  toSiteBody,
  type ResourceCategoryRow,
  type ResourceSiteRow,
  type SiteFormValues,
} from './resource-forms';
import { SortField } from './sort-field';

const rules = adminResourceSiteBody.shape;

export interface SiteModalProps {
  /** The site to edit, or the fields a new one starts with. */
  target: { site: ResourceSiteRow } | { initial: SiteFormValues };
  categories: ResourceCategoryRow[];
  onClose: () => void;
}

/** 添加网站 / 编辑网站: name, address, description, icon and category. */
export function SiteModal({ target, categories, onClose }: SiteModalProps) {
  const editing = 'site' in target ? target.site : null;
  const categoryOptions = RESOURCE_KINDS.map((kind) => ({
    label: kind.label,
    title: kind.label,
    options: categories
      .filter((category) => category.type === kind.value)
      .map((category) => ({ value: category.id, label: category.name })),
  }));

  return (
    <FormModal<SiteFormValues, unknown>
      title={editing ? `编辑网站「${editing.name}」` : '添加网站'}
      initialValues={'site' in target ? siteToForm(target.site) : target.initial}
      save={(values) => {
        const body = toSiteBody(values);
        return editing
          ? callApi(adminRoutes.resources.updateSite, { params: { id: editing.id }, body })
          : callApi(adminRoutes.resources.createSite, { body });
      }}
      done={editing ? '网站已保存' : '网站已添加'}
      areas={['resources']}
      onClose={onClose}
    >
      <Form.Item name="category_id" label="分类" required rules={[{ required: true, message: '请选择分类' }]}>
        <Select options={categoryOptions} placeholder="选择分类" />
      </Form.Item>
      <Form.Item name="name" label="名称" required rules={[contractRule(rules.name, 'name', '名称')]}>
        <Input placeholder="网站名称" maxLength={50} showCount />
      </Form.Item>
      <UrlField label="网址" rule={rules.url} required />
      <Form.Item
        name="description"
        label="简介"
        rules={[contractRule(rules.description, 'description', '简介')]}
      >
        <Input.TextArea
          placeholder="一句话说说它好在哪里"
          maxLength={200}
          showCount
          autoSize={{ minRows: 2 }}
        />
      </Form.Item>
      <Form.Item name="logo" label="图标" rules={[contractRule(rules.logo, 'logo', '图标')]}>
        <ImageField label="图标" shape="square" />
      </Form.Item>
      <SortField rule={rules.sort} />
    </FormModal>
  );
}
