import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useAdminWrite } from '../admin-api';

export interface FormSave<Values, Output> {
  /** The write: the endpoint called with the form's values (create or update). */
  save: (values: Values) => Promise<Output>;
  /** The toast once the server took it. */
  done: string;
  /** The query areas the write refreshes. */
  areas: string[];
  /** Told what the server answered, just before the form closes. */
  onSaved?: (output: Output) => void;
  onClose: () => void;
  /** The form, when its owner watches a field (`Form.useWatch`); else one of its own. */
  form?: FormInstance<Values>;
}

/**
 * A console form's submit: antd's validation first, then the write, its toast and the refresh of
 * its areas, then close. A failure was toasted by the client: the form stays open with everything typed.
 */
export function useFormSave<Values, Output>({
  save,
  done,
  areas,
  onSaved,
  onClose,
  form,
}: FormSave<Values, Output>) {
  const [own] = Form.useForm<Values>(form);
  const write = useAdminWrite(save, { done, areas });
  const finish = (values: Values) =>
    write.mutate(values, {
      onSuccess: (output) => {
        onSaved?.(output);
        onClose();
      },
    });
  return { form: own, finish, saving: write.isPending };
}

export interface FormModalProps<Values, Output> extends FormSave<Values, Output> {
  title: ReactNode;
  /** The confirm button: 保存 (default), 创建, 发布 … */
  okText?: string;
  /** A red confirm button (拒绝). */
  danger?: boolean;
  width?: number;
  /** The fields of the item edited, or those a new one starts with. */
  initialValues?: Partial<Values>;
  /** The Form.Items. */
  children: ReactNode;
}

/**
 * 新建 / 编辑 in a dialog: an antd Modal around a vertical Form, opened with the item's values (or a
 * new one's), saved with `useFormSave` (the confirm button spins meanwhile). A click beside it does
 * not close it, so nothing typed is lost by accident.
 */
export function FormModal<Values, Output>({
  title,
  okText = '保存',
  danger = false,
  width,
  initialValues,
  children,
  ...saving
}: FormModalProps<Values, Output>) {
  const { form, finish, saving: pending } = useFormSave(saving);
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger }}
      width={width}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={saving.onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={finish}>
        {children}
      </Form>
    </Modal>
  );
}
