import { adminResourceCategoryBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input, Radio } from 'antd';
import { callApi } from '../../../lib/http/api';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';
import {
  categoryToForm,
  RESOURCE_KINDS,
  toCategoryBody,
  type CategoryFormValues,
  type ResourceCategoryRow,
} from './resource-forms';
import { SortField } from './sort-field';

const rules = adminResourceCategoryBody.shape;

export interface CategoryModalProps {
  /** The category to edit, or the fields a new one starts with. */
  target: { category: ResourceCategoryRow } | { initial: CategoryFormValues };
  /** The server took it: the category as saved. */
  onSaved: (saved: ResourceCategoryRow) => void;
  onClose: () => void;
}

/** 新建分类 / 编辑分类: name, kind (前端/后端) and order. Closes only once the server took it. */
export function CategoryModal({ target, onSaved, onClose }: CategoryModalProps) {
  const editing = 'category' in target ? target.category : null;
  const initial = 'category' in target ? categoryToForm(target.category) : target.initial;
  return (
    <FormModal<CategoryFormValues, ResourceCategoryRow>
      title={editing ? `编辑分类「${editing.name}」` : '新建分类'}
      initialValues={initial}
      save={(values) => {
        const body = toCategoryBody(values);
        return editing
          ? callApi(adminRoutes.resources.updateCategory, { params: { id: editing.id }, body })
          : callApi(adminRoutes.resources.createCategory, { body });
      }}
      done={editing ? '分类已保存' : '分类已添加'}
      areas={['resources']}
      onSaved={onSaved}
      onClose={onClose}
    >
      <Form.Item name="type" label="类型" required>
        <Radio.Group optionType="button" options={RESOURCE_KINDS} />
      </Form.Item>
      <Form.Item name="name" label="名称" required rules={[contractRule(rules.name, 'name', '名称')]}>
        <Input placeholder="例如：文档手册" maxLength={30} showCount />
      </Form.Item>
      <SortField rule={rules.sort} />
    </FormModal>
  );
}
