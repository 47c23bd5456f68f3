import { SyncOutlined } from '../../../components/icons';
import { Button, Progress, Typography } from 'antd';
import styles from './music-page.module.css';
import { scanView } from './scan-progress';
import type { useScan } from './use-scan';

/** 重新扫描 with the scan's progress bar and its last report. */
export function ScanPanel({ scan }: { scan: ReturnType<typeof useScan> }) {
  const view = scan.status ? scanView(scan.status) : null;
  const failed = scan.status?.report?.failed ?? [];
  return (
    <section className={styles.scan} aria-label="曲库扫描" data-testid="music-scan">
      <div className={styles.scanHead}>
        <div>
          <Typography.Text strong>曲库扫描</Typography.Text>
          <Typography.Paragraph type="secondary" className={styles.scanHint}>
            把歌曲放进服务器的音乐文件夹后，扫描一次就能在播放器里听到。
          </Typography.Paragraph>
        </div>
        <Button
          icon={<SyncOutlined spin={scan.running} />}
          loading={scan.start.isPending}
          disabled={scan.running}
          onClick={() => scan.start.mutate()}
        >
          {scan.running ? '扫描中' : '重新扫描'}
        </Button>
      </div>
      {view && view.status !== 'normal' && (
        <Progress
          percent={view.percent}
          status={view.status}
          aria-label="扫描进度"
          format={(percent) => `${percent ?? 0}%`}
        />
      )}
      {view && (
        <Typography.Text type="secondary" className={styles.scanText} role="status" data-testid="scan-text">
          {view.text}
        </Typography.Text>
      )}
      {failed.length > 0 && (
        <ul className={styles.failures} aria-label="无法读取的文件">
          {failed.map((failure) => (
            <li key={failure.path}>
              <Typography.Text code>{failure.path}</Typography.Text> {failure.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
