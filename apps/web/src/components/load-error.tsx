import { ReloadOutlined } from './icons';
import { Card } from './card';
import styles from './load-error.module.css';
import { BrokenImageIcon } from './image-placeholders';

export interface LoadErrorProps {
  /** What failed, e.g. 文章列表加载失败. */
  line?: string;
  hint?: string;
  onRetry?: () => void;
  /** Drawn on a card of its own (default) or inline inside one. */
  bare?: boolean;
}

/** A friendly error state with a 重试 button; drawn without antd. */
export function LoadError({
  line = '内容加载失败了',
  hint = '可能是网络开了个小差，稍后再试试吧～',
  onRetry,
  bare = false,
}: LoadErrorProps) {
  const body = (
    <div className={styles.wrap} role="alert">
      <BrokenImageIcon className={styles.icon} />
      <p className={styles.line}>{line}</p>
      <p className={styles.hint}>{hint}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          <ReloadOutlined aria-hidden />
          重试
        </button>
      )}
    </div>
  );
  return bare ? body : <Card>{body}</Card>;
}
