import { adminResourceCategoryBody } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';
import { contractRule } from '../../components/contract-rule';
import {
  categoryToForm,
  RESOURCE_KINDS,
  toCategoryBody,
  type CategoryFormValues,
  type ResourceCategoryRow,
} from './resource-forms';

const rules = adminResourceCategoryBody.shape;

export interface CategoryModalProps {
  /** The category to edit, or the fields a new one starts with. */
  target: { category: ResourceCategoryRow } | { initial: CategoryFormValues };
  onClose: (saved?: ResourceCategoryRow) => void;
}

/** 新建分类 / 编辑分类: name, kind (前端/后端) and order. Closes only once the server took it. */
export function CategoryModal({ target, onClose }: CategoryModalProps) {
  const [form] = Form.useForm<CategoryFormValues>();
  const editing = 'category' in target ? target.category : null;
  const save = useAdminWrite(
    (values: CategoryFormValues) => {
      const body = toCategoryBody(values);
      return editing
        ? callApi(adminRoutes.resources.updateCategory, { params: { id: editing.id }, body })
        : callApi(adminRoutes.resources.createCategory, { body });
    },
    { done: editing ? '分类已保存' : '分类已添加', areas: ['resources'] },
  );
  const initial = 'category' in target ? categoryToForm(target.category) : target.initial;

  return (
    <Modal
      open
      title={editing ? `编辑分类「${editing.name}」` : '新建分类'}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<CategoryFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => save.mutate(values, { onSuccess: (saved) => onClose(saved) })}
      >
        <Form.Item name="type" label="类型" required>
          <Radio.Group optionType="button" options={RESOURCE_KINDS} />
        </Form.Item>
        <Form.Item name="name" label="名称" required rules={[contractRule(rules.name, 'name', '名称')]}>
          <Input placeholder="例如：文档手册" maxLength={30} showCount />
        </Form.Item>
        <Form.Item
          name="sort"
          label="排序"
          tooltip="数字小的排在前面"
          rules={[contractRule(rules.sort, 'sort', '排序')]}
        >
          <InputNumber min={0} max={9999} precision={0} placeholder="0" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
