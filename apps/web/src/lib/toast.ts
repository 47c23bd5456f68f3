import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

/** docs/spec.md §8: toasts sit 60 px from the top, below the fixed header. */
export const TOAST_OFFSET = 60;

/**
 * The one toast system of the blog (docs/spec.md §8): every toast, whatever its level, is a titled antd
 * notification card at the top right, 60 px down. Success is green and titled 提示, failure red and
 * titled 错误提示, warning orange and titled 温馨提示.
 *
 * Info messages are the same card in blue, titled 提示: they carry a detail rather than an outcome
 * (the copy action's "已复制：…", docs/spec.md §8), so a copied link shows the green 链接已复制到剪贴板 and,
 * beneath it, the blue card with what was copied. There are no one-line `message` pills any more:
 * two styles at two places made the same kind of news look different. (The admin console keeps its
 * own antd messages.)
 */
export interface ToastApi {
  notification: NotificationInstance;
}

/**
 * A custom title, or a title and how long the toast stays (antd's default is 4.5 s). A toast with
 * its own duration keeps to it even under the pointer: the player's 添加成功 appears right beside
 * the button just clicked, and docs/spec.md §9 gives it 1000 ms.
 */
export type ToastOptions = string | { title?: string; durationSeconds?: number };

let registered: ToastApi | null = null;
let staticConfigured = false;

/**
 * Hands over the hook-based API (`notification.useNotification()`) that renders inside the theme,
 * so toasts follow light/dark. Returns a function that unregisters it again, for an effect's cleanup.
 */
export function registerToastApi(api: ToastApi): () => void {
  registered = api;
  return () => {
    if (registered === api) registered = null;
  };
}

/**
 * Before the app registers (or after it unmounts) antd's static function still shows the toast,
 * unthemed but not lost; it gets the same offset once. antd is imported only then, so that the
 * HTTP clients do not pull it into every first page.
 */
function withApi(show: (api: ToastApi) => void): void {
  if (registered) return show(registered);
  // The server's renderer has no screen to show a toast on (and antd's would throw there).
  if (typeof document === 'undefined') return;
  void import('antd').then(({ notification }) => {
    if (!staticConfigured) {
      staticConfigured = true;
      notification.config({ top: TOAST_OFFSET, placement: 'topRight' });
    }
    show({ notification });
  });
}

type Level = 'success' | 'error' | 'warning' | 'info';

const DEFAULT_TITLES: Record<Level, string> = {
  success: '提示',
  error: '错误提示',
  warning: '温馨提示',
  info: '提示',
};

function notify(level: Level, content: string, options: ToastOptions = {}): void {
  const { title = DEFAULT_TITLES[level], durationSeconds } =
    typeof options === 'string' ? { title: options } : options;
  withApi((api) =>
    api.notification[level]({
      title,
      description: content,
      placement: 'topRight',
      ...(durationSeconds === undefined ? {} : { duration: durationSeconds, pauseOnHover: false }),
      // Same text, same toast: a burst of failing requests updates one notification instead of stacking.
      key: `${level}:${title}:${content}`,
    }),
  );
}

/** Arrow properties, so `onError: toast.error` can be passed around without binding. */
export const toast = {
  /** Green, titled 提示: 登录成功, 添加成功 (1 s, docs/spec.md §9) … */
  success: (content: string, options?: ToastOptions): void => notify('success', content, options),
  /** Red, titled 错误提示: server failures. */
  error: (content: string, options?: ToastOptions): void => notify('error', content, options),
  /** Orange, titled 温馨提示: body code 100, 408, 429, a refused input. */
  warning: (content: string, options?: ToastOptions): void => notify('warning', content, options),
  /** Blue, titled 提示: a detail such as what was copied. */
  info: (content: string, options?: ToastOptions): void => notify('info', content, options),
};

/**
 * A card of its own with the toasts' look and place, for news that asks for a choice: 新版本可用 with
 * its 刷新 button (features/offline). `duration: 0` keeps it until it is closed.
 */
export function showNotice(config: ArgsProps): void {
  withApi((api) => api.notification.open({ placement: 'topRight', ...config }));
}
