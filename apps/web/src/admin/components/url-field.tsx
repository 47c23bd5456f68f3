import { Form, Input } from 'antd';
import { contractRule, type FieldSchema } from './contract-rule';

/** A form's web address (its field `url`), checked by the contract's rule. */
export function UrlField({
  label,
  rule,
  required,
}: {
  label: string;
  rule: FieldSchema;
  required?: boolean;
}) {
  return (
    <Form.Item name="url" label={label} required={required} rules={[contractRule(rule, 'url', label)]}>
      <Input placeholder="https://" inputMode="url" />
    </Form.Item>
  );
}
