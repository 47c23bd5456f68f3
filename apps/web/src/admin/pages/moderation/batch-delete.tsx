import { DeleteOutlined } from '../../../components/icons';
import { Button, Popconfirm } from 'antd';

export interface BatchDeleteProps {
  /** How many rows are selected. */
  count: number;
  /** What a row is: 留言, 评论. */
  noun: string;
  /** What else goes with them, said in the confirmation. */
  note: string;
  onConfirm: () => Promise<unknown>;
}

/** 批量删除 for a table's selected rows, after a confirmation that names the count. */
export function BatchDelete({ count, noun, note, onConfirm }: BatchDeleteProps) {
  return (
    <Popconfirm
      title={`删除选中的 ${count} 条${noun}？`}
      description={note}
      okText="删除"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      disabled={count === 0}
      onConfirm={onConfirm}
    >
      <Button danger icon={<DeleteOutlined />} disabled={count === 0}>
        批量删除{count > 0 ? `（${count}）` : ''}
      </Button>
    </Popconfirm>
  );
}
