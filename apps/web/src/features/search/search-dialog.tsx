import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import styles from './search-dialog.module.css';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The 搜索 dialog. Results, history and hot recommendations arrive with the search feature. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const [keyword, setKeyword] = useState('');
  return (
    <AntdScope>
      <Modal title="搜索" open={open} onCancel={onClose} footer={null} width={620} destroyOnHidden>
        <Input
          className={styles.input}
          size="large"
          allowClear
          autoFocus
          prefix={<SearchOutlined aria-hidden />}
          placeholder="请输入搜索内容"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Empty
          className={styles.empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={keyword.trim() ? '搜索功能即将上线，敬请期待～' : '输入关键词，开始探索吧～'}
        />
      </Modal>
    </AntdScope>
  );
}
