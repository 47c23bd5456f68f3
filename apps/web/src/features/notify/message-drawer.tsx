import { Drawer, Empty } from 'antd';
import { AntdScope } from '../../components/antd-scope';
import { useIsNarrow } from '../../components/use-media-query';

export interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The 我的消息 drawer (SPEC §9: 40% wide on desktop, 80% on phones). The list comes with notifications. */
export function MessageDrawer({ open, onClose }: MessageDrawerProps) {
  const narrow = useIsNarrow();
  return (
    <AntdScope>
      <Drawer title="我的消息" open={open} onClose={onClose} size={narrow ? '80%' : '40%'}>
        <Empty description="暂时没有新消息～" />
      </Drawer>
    </AntdScope>
  );
}
