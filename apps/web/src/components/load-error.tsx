import { ReloadOutlined } from './icons';
import { Card } from './card';
import styles from './load-error.module.css';
import { BrokenImageIcon, CoffeeCupIcon } from './image-placeholders';
import { failedOffline } from '../lib/error-kind';
import { useHydrated } from '../lib/use-hydrated';

export interface LoadErrorProps {
  /** What failed, e.g. 文章列表加载失败. */
  line?: string;
  hint?: string;
  /**
   * Why it failed, when known: a request that never got an answer says 当前离线, as the browser
   * saying it is offline does (checked whether or not this is given).
   */
  error?: unknown;
  onRetry?: () => void;
  /** Drawn on a card of its own (default) or inline inside one. */
  bare?: boolean;
}

/**
 * A friendly error state with a 重试 button; drawn without antd. Without a network it says so:
 * 当前离线, then what did not load (a page whose own data did not come gives way to the route's
 * error page instead: features/app-error/use-offline-page.ts).
 */
export function LoadError({
  line = '内容加载失败了',
  hint = '可能是网络开了个小差，稍后再试试吧～',
  error,
  onRetry,
  bare = false,
}: LoadErrorProps) {
  // Only the browser knows whether it is online: the server's page and its hydration say the same.
  const offline = useHydrated() && failedOffline(error, navigator.onLine);
  const Icon = offline ? CoffeeCupIcon : BrokenImageIcon;
  const body = (
    <div className={styles.wrap} role="alert" data-offline={offline || undefined}>
      <Icon className={styles.icon} />
      <p className={styles.line}>{offline ? '当前离线' : line}</p>
      <p className={styles.hint}>{offline ? `${line}，联网后再试试吧～` : hint}</p>
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
