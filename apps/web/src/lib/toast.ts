import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** SPEC §8: toasts sit 60 px from the top, below the fixed header. */
export const TOAST_OFFSET = 60;

export interface ToastApi {
  message: MessageInstance;
  notification: NotificationInstance;
}

let registered: ToastApi | null = null;
let staticConfigured = false;

/**
 * Hands over the hook-based APIs (`App.useApp()` or `message.useMessage()` +
 * `notification.useNotification()`) that render inside the theme, so toasts follow light/dark.
 * Returns a function that unregisters them again, for an effect's cleanup.
 */
export function registerToastApi(api: ToastApi): () => void {
  registered = api;
  return () => {
    if (registered === api) registered = null;
  };
}

/**
 * Before the app registers (or after it unmounts) antd's static functions still show the toast,
 * unthemed but not lost; they get the same offset once. antd is imported only then, so that the
 * HTTP clients do not pull it into every first page.
 */
function withApi(show: (api: ToastApi) => void): void {
  if (registered) return show(registered);
  // The server's renderer has no screen to show a toast on (and antd's would throw there).
  if (typeof document === 'undefined') return;
  void import('antd').then(({ message, notification }) => {
    if (!staticConfigured) {
      staticConfigured = true;
      notification.config({ top: TOAST_OFFSET, placement: 'topRight' });
      message.config({ top: TOAST_OFFSET });
    }
    show({ message, notification });
  });
}

type Level = 'success' | 'error' | 'warning';

function notify(level: Level, title: string, content: string): void {
  withApi((api) =>
    api.notification[level]({
      title,
      description: content,
      placement: 'topRight',
      // Same text, same toast: a burst of failing requests updates one notification instead of stacking.
      key: `${level}:${title}:${content}`,
    }),
  );
}

/** Arrow properties, so `onError: toast.error` can be passed around without binding. */
export const toast = {
  /** Green notification, e.g. 登录成功. */
  success: (content: string, title = '提示'): void => notify('success', title, content),
  /** Red notification, e.g. server failures. */
  error: (content: string, title = '错误提示'): void => notify('error', title, content),
  /** Soft tips: body code 100, 408, 429. */
  warning: (content: string, title = '温馨提示'): void => notify('warning', title, content),
  /** A brief one-line message, e.g. the copied link. */
  info: (content: string): void => {
    withApi((api) => void api.message.info(content));
  },
  /** One-line messages with an optional duration in seconds (e.g. 添加成功 for 1 s, SPEC §9). */
  message: {
    success: (content: string, durationSeconds?: number): void => {
      withApi((api) => void api.message.success(content, durationSeconds));
    },
    error: (content: string, durationSeconds?: number): void => {
      withApi((api) => void api.message.error(content, durationSeconds));
    },
    warning: (content: string, durationSeconds?: number): void => {
      withApi((api) => void api.message.warning(content, durationSeconds));
    },
  },
};
