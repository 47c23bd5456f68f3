import type { DemoReport } from '@blog/contract';
import { adminRoutes } from '@blog/contract/admin-routes';
import { Alert, Button, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { fetchUserInfo } from '../../../features/auth/auth-api';
import { callApi } from '../../../lib/http/api';
import { getUserInfo, updateUserInfo } from '../../../stores/user-store';
import { useAdminRead, useAdminWrite } from '../../admin-api';
import styles from './clear-demo-panel.module.css';

/** Everything the demo shows up in: all of it is read again once the demo is gone. */
const AREAS = [
  'demo',
  'stats',
  'articles',
  'categories',
  'tags',
  'talks',
  'albums',
  'links',
  'messages',
  'comments',
  'users',
  'site',
  'resources',
  'music',
];

/** The owner's nickname and avatar may have been 林间's: the header shows them from the user store. */
async function refreshOwnInfo(): Promise<void> {
  const me = getUserInfo();
  if (!me) return;
  const fresh = await fetchUserInfo(me.id);
  updateUserInfo({ nick_name: fresh.nick_name, avatar: fresh.avatar ?? '' });
}

function Parts({ report }: { report: DemoReport }) {
  return (
    <ul className={styles.parts} aria-label="示例内容">
      {report.parts.map((part) => (
        <li key={part.kind}>
          <Tag className={styles.part}>
            {part.label}
            {part.kind === 'profile' ? '' : ` ${part.count}`}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

function Kept({ report, cleared }: { report: DemoReport; cleared: boolean }) {
  if (!report.kept.length) return null;
  return (
    <div className={styles.kept}>
      <Typography.Text strong>{cleared ? '保留了：' : '会保留（不会删除）：'}</Typography.Text>
      <ul>
        {report.kept.map((item) => (
          <li key={`${item.kind}:${item.title}`}>
            {item.label}「{item.title}」<Typography.Text type="secondary">：{item.reason}</Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 清除示例内容: what the demo the blog started with still holds, what stays because the owner changed
 * it (or others' comments hang on it), and the button that clears the rest after a confirmation listing
 * it. Used in 网站设置 and by the first-login setup; `onCleared` runs once the demo is gone.
 */
export function ClearDemoPanel({ onCleared }: { onCleared?: () => void }) {
  const preview = useAdminRead(adminRoutes.demo.preview, {}, 'demo');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<DemoReport | null>(null);
  const clear = useAdminWrite(() => callApi(adminRoutes.demo.clear, {}), {
    done: '示例内容已清除',
    areas: AREAS,
  });

  if (result)
    return (
      <div className={styles.panel} data-testid="clear-demo-result">
        <Alert
          type="success"
          showIcon
          title={result.parts.length ? '示例内容已清除' : '没有需要清除的示例内容'}
          description={result.parts.length ? <Parts report={result} /> : undefined}
        />
        <Kept report={result} cleared />
      </div>
    );
  if (preview.isError) return <LoadError line="示例内容加载失败" onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const report = preview.data;
  if (!report.present)
    return (
      <div className={styles.panel}>
        <Typography.Paragraph type="secondary">博客里已经没有示例内容了。</Typography.Paragraph>
        <Kept report={report} cleared={false} />
      </div>
    );

  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: (done) => {
        setConfirming(false);
        setResult(done);
        if (done.parts.some((part) => part.kind === 'profile')) void refreshOwnInfo().catch(() => undefined);
        onCleared?.();
      },
    });

  return (
    <div className={styles.panel} data-testid="clear-demo-panel">
      <Typography.Paragraph className={styles.lead}>
        博客自带一套示例内容，方便你看看它用起来的样子。准备好写自己的内容时，可以一键清除：
      </Typography.Paragraph>
      <Parts report={report} />
      <Kept report={report} cleared={false} />
      <Button danger type="primary" onClick={() => setConfirming(true)}>
        清除示例内容
      </Button>
      <Modal
        open={confirming}
        title="清除示例内容？"
        okText="清除"
        okButtonProps={{ danger: true, loading: clear.isPending }}
        cancelText="取消"
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>以下内容将被删除，无法恢复：</Typography.Paragraph>
        <Parts report={report} />
        <Typography.Paragraph type="secondary" className={styles.note}>
          示例歌曲的文件会从音乐文件夹删除；站点资料里仍是示例值的字段（博客名、作者、备案号、社交链接、二维码、建站日期、你的昵称和头像）会恢复为默认值。你写的、改过的内容都不会动。
        </Typography.Paragraph>
        <Kept report={report} cleared={false} />
      </Modal>
    </div>
  );
}
