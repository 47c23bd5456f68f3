import { adminLinkRejectBody, type Link } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input, Modal } from 'antd';
import { callApi } from '../../../lib/http/api';
import { useAdminWrite } from '../../admin-api';
import { contractRule } from '../../components/contract-rule';

/** 拒绝友链: asks why (the applicant is told), then removes the application. */
export function LinkReject({ link, onClose }: { link: Link; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useAdminWrite(
    (reason: string) =>
      callApi(adminRoutes.links.reject, { params: { id: link.id }, body: { reason: reason.trim() } }),
    { done: '已拒绝，申请人会收到通知', areas: ['links', 'stats'] },
  );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await reject.mutateAsync(values.reason).then(onClose, () => undefined);
  };

  return (
    <Modal
      open
      title={`拒绝「${link.site_name}」的友链申请`}
      okText="拒绝"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      confirmLoading={reject.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="reason"
          label="拒绝理由"
          extra="申请会被删除，理由会通知给申请人。"
          rules={[contractRule(adminLinkRejectBody.shape.reason, 'reason', '拒绝理由')]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={200} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
