import { LoadingOutlined, UploadOutlined } from '../../../components/icons';
import { isLocalUpload } from '@blog/contract';
import { Button, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';

import { AntdScope } from '../../../components/antd-scope';
import { LetterAvatar } from '../../../components/letter-avatar';
import { useIsNarrow } from '../../../components/use-media-query';
import { toast } from '../../../lib/toast';
import { linkFieldProblem, toLinkAddBody, type LinkField, type LinkFormValues } from '../link-form';
import { useApplyLink } from '../link-apply-api';
import { EmailField, useMailEnabled } from '../../mail';

import styles from './link-apply-dialog.module.css';
import { usePicturePicker } from '../../../components/use-picture-picker';

/** The success message of an application. */
export const APPLIED_MESSAGE = '等待博主审核通过';
/** A link's status once approved (1 is pending). */
const APPROVED = 2;

/** An antd rule that checks a field with the server's own rule (the contract). */
const fieldRule = (field: LinkField): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    const problem = linkFieldProblem(field, value);
    if (problem) throw new Error(problem);
  },
});

export interface LinkApplyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 友链申请: name, description, address and avatar; the link waits for the owner's review. */
export function LinkApplyDialog({ open, onClose }: LinkApplyDialogProps) {
  const narrow = useIsNarrow();
  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        title="友链申请"
        footer={null}
        centered
        destroyOnHidden
        width={narrow ? 'calc(100vw - 24px)' : 520}
      >
        <LinkApplyForm onDone={onClose} autoFocus={!narrow} />
      </Modal>
    </AntdScope>
  );
}

function LinkApplyForm({ onDone, autoFocus }: { onDone: () => void; autoFocus: boolean }) {
  const [form] = Form.useForm<LinkFormValues>();
  const apply = useApplyLink();
  const mailEnabled = useMailEnabled();
  const name = Form.useWatch('site_name', form) ?? '';
  const avatar = Form.useWatch('site_avatar', form) ?? '';
  // Only the blog's own pictures are shown (the page loads none from other sites): an address on
  // another site is fetched by the blog once the link is approved, the letter stands for it until then.
  const avatarPreview =
    linkFieldProblem('site_avatar', avatar) || !isLocalUpload(avatar.trim()) ? null : avatar.trim();

  const picker = usePicturePicker(async (url) => {
    form.setFieldValue('site_avatar', url);
    // An address the field refuses shows the field's own message.
    await form.validateFields(['site_avatar']).catch(() => undefined);
  });

  const onFinish = async (values: LinkFormValues) => {
    let status: number;
    try {
      ({ status } = await apply.mutateAsync(toLinkAddBody(values)));
    } catch {
      // The blog client has shown the server's message (错误提示); the form stays filled.
      return;
    }
    // The owner's own links are listed at once; everyone else's wait for review.
    toast.success(status === APPROVED ? '添加成功' : APPLIED_MESSAGE);
    onDone();
  };

  return (
    <Form<LinkFormValues>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={(values) => void onFinish(values)}
      className={styles.form}
      initialValues={{ site_name: '', site_desc: '', site_avatar: '', url: '', email: '' }}
    >
      <Form.Item label="网站名称" name="site_name" required rules={[fieldRule('site_name')]}>
        <Input placeholder="例如：小张的博客" maxLength={60} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label="网站描述" name="site_desc" rules={[fieldRule('site_desc')]}>
        <Input.TextArea
          placeholder="一句话介绍你的网站"
          autoSize={{ minRows: 2, maxRows: 4 }}
          showCount
          maxLength={100}
        />
      </Form.Item>
      <Form.Item
        label="网站地址"
        name="url"
        required
        rules={[fieldRule('url')]}
        validateTrigger={['onBlur', 'onSubmit']}
      >
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
      <Form.Item label="网站头像" className={styles.avatarItem}>
        <div className={styles.avatarRow}>
          <LetterAvatar src={avatarPreview} name={name || '友'} className={styles.avatar} />
          <Form.Item
            name="site_avatar"
            rules={[fieldRule('site_avatar')]}
            validateTrigger={['onBlur', 'onSubmit']}
            noStyle
          >
            <Input placeholder="图片链接，或点右侧上传" aria-label="网站头像" />
          </Form.Item>
          <Button
            icon={picker.uploading ? <LoadingOutlined aria-hidden /> : <UploadOutlined aria-hidden />}
            onClick={picker.choose}
            disabled={picker.uploading}
          >
            {picker.uploading ? '上传中' : '上传'}
          </Button>
          <input {...picker.input} hidden data-testid="link-avatar-file" />
        </div>
        <Form.Item shouldUpdate noStyle>
          {() => {
            const errors = form.getFieldError('site_avatar');
            return errors.length > 0 ? (
              <div className={styles.error} role="alert">
                {errors[0]}
              </div>
            ) : (
              <div className={styles.hint}>
                不填则用网站名称的首字作头像；图片链接在通过审核后由本站保存；上传的图片超过 800 KB 会自动压缩
              </div>
            );
          }}
        </Form.Item>
      </Form.Item>
      {mailEnabled && (
        <Form.Item
          label="邮箱"
          name="email"
          rules={[fieldRule('email')]}
          validateTrigger={['onBlur', 'onSubmit']}
        >
          <EmailField purpose="审核结果" testId="link-email" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={apply.isPending}>
        提交申请
      </Button>
    </Form>
  );
}
