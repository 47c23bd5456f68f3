import { CopyOutlined, DownloadOutlined } from '../../../components/icons';
import { Alert, Button } from 'antd';
import { useSiteConfig } from '../../../features/site/site-api';
import { copyText } from '../../../lib/copy';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';
import styles from './security-page.module.css';

/** `YYYY-MM-DD HH:mm:ss` of the browser's clock, for the file. */
function localNow(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(
    now.getMinutes(),
  )}:${pad(now.getSeconds())}`;
}

/**
 * Recovery codes, shown this once (the server keeps only their hashes): copy them, download them as
 * a text file, then say they are kept.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const site = useSiteConfig().data?.blog_name || '个人博客';
  const account = useUserStore((state) => state.userInfo?.username) ?? '';
  const text = () => recoveryCodesText({ codes, site, account, createdAt: localNow() });

  const copy = async () => {
    if (await copyText(codes.join('\n'))) toast.success('恢复码已复制到剪贴板');
    else toast.error('复制失败，请手动选中复制或下载');
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = recoveryCodesFileName(account);
    link.click();
    // Freed once the browser has surely read it (FileSaver.js waits as long).
    setTimeout(() => URL.revokeObjectURL(url), 40_000);
  };

  return (
    <section className={styles.codesPanel} aria-label="恢复码">
      <Alert
        type="warning"
        showIcon
        title="请现在保存这些恢复码"
        description="手机丢失或打不开身份验证器时，可以用恢复码代替验证码登录，每个只能用一次。它们只显示这一次，离开这个页面后就再也看不到了。"
      />
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          复制全部
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          下载 .txt
        </Button>
        <Button type="primary" onClick={onDone}>
          我已保存好
        </Button>
      </div>
    </section>
  );
}
