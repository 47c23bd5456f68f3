import { Button } from 'antd';
import { showNotice } from '../../lib/toast';

const NOTICE_KEY = 'app-update';

/** 新版本可用 with its 刷新 button, until the visitor chooses; `playing`: a song plays now. */
export function showUpdateNotice(playing: boolean): void {
  showNotice({
    key: NOTICE_KEY,
    // Blue like the other news toasts (lib/toast: info).
    type: 'info',
    title: '新版本可用',
    description: playing
      ? '博客已更新，刷新后使用新版本（正在播放的歌曲会停下）。'
      : '博客已更新，刷新后使用新版本。',
    // Stays until the visitor chooses: the page never reloads by itself, so nothing typed or playing is lost.
    duration: 0,
    actions: (
      <Button type="primary" size="small" onClick={() => void reloadIntoNewVersion()}>
        刷新
      </Button>
    ),
  });
}

let reloading = false;

/** Lets the waiting worker take over, then reloads once it has (once, whatever else happens). */
async function reloadIntoNewVersion(): Promise<void> {
  if (reloading) return;
  reloading = true;
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  // Another tab's 刷新 may have activated it already.
  if (!waiting) return location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
