import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** A failed write was already toasted by the client; the confirmation just closes. */
const toasted = () => undefined;

export interface ConfirmDeleteProps {
  /** The question: 删除这条留言？ */
  title: ReactNode;
  /** What else goes with it. */
  description?: ReactNode;
  /** The button's and the confirmation's word: 删除 (default) or 彻底删除. */
  label?: string;
  /** The write; the confirmation waits for it. */
  onConfirm: () => Promise<unknown>;
}

/** A table row's 删除 link, after a confirmation. */
export function ConfirmDelete({ title, description, label = '删除', onConfirm }: ConfirmDeleteProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={label}
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={() => onConfirm().catch(toasted)}
    >
      <Button type="link" size="small" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
