import { Form, InputNumber } from 'antd';
import { contractRule, type FieldSchema } from '../../components/contract-rule';

/** 排序 of a category or a site: a whole number, the smaller first. */
export function SortField({ rule }: { rule: FieldSchema }) {
  return (
    <Form.Item
      name="sort"
      label="排序"
      tooltip="数字小的排在前面"
      rules={[contractRule(rule, 'sort', '排序')]}
    >
      <InputNumber min={0} max={9999} precision={0} placeholder="0" />
    </Form.Item>
  );
}
