import { adminLinkRejectBody, type Link } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Form, Input } from 'antd';
import { callApi } from '../../../lib/http/api';
import { contractRule } from '../../components/contract-rule';
import { FormModal } from '../../components/form-modal';

/** 拒绝友链: asks why (the applicant is told), then removes the application. */
export function LinkReject({ link, onClose }: { link: Link; onClose: () => void }) {
  return (
    <FormModal<{ reason: string }, unknown>
      title={`拒绝「${link.site_name}」的友链申请`}
      okText="拒绝"
      danger
      save={({ reason }) =>
        callApi(adminRoutes.links.reject, { params: { id: link.id }, body: { reason: reason.trim() } })
      }
      done="已拒绝，申请人会收到通知"
      areas={['links', 'stats']}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label="拒绝理由"
        extra="申请会被删除，理由会通知给申请人。"
        rules={[contractRule(adminLinkRejectBody.shape.reason, 'reason', '拒绝理由')]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={200} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
}
