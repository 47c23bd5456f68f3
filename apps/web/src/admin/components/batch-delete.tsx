import { DeleteOutlined } from '../../components/icons';
import { Button, Popconfirm } from 'antd';

export interface BatchDeleteProps {
  /** How many are selected. */
  count: number;
  /** What one is: 留言, 评论, 照片. */
  noun: string;
  /** The counting word: 条 (default), 张. */
  unit?: string;
  /** What else goes with them, said in the confirmation. */
  note?: string;
  onConfirm: () => Promise<unknown>;
}

/** 批量删除 for the selected rows (or pictures), after a confirmation that names the count. */
export function BatchDelete({ count, noun, unit = '条', note, onConfirm }: BatchDeleteProps) {
  return (
    <Popconfirm
      title={`删除选中的 ${count} ${unit}${noun}？`}
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
