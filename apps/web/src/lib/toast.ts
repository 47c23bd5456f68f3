import { message as staticMessage, notification as staticNotification } from 'antd';
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
 * Before the provider registers (or after it unmounts) antd's static functions still show the toast,
 * unthemed but not lost; they get the same offset once.
 */
function getApi(): ToastApi {
  if (registered) return registered;
  if (!staticConfigured) {
    staticConfigured = true;
    staticNotification.config({ top: TOAST_OFFSET, placement: 'topRight' });
    staticMessage.config({ top: TOAST_OFFSET });
  }
  return { message: staticMessage, notification: staticNotification };
}

type Level = 'success' | 'error' | 'warning';

function notify(level: Level, title: string, content: string): void {
  getApi().notification[level]({
    title,
    description: content,
    placement: 'topRight',
    // Same text, same toast: a burst of failing requests updates one notification instead of stacking.
    key: `${level}:${title}:${content}`,
  });
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
    void getApi().message.info(content);
  },
  /** One-line messages with an optional duration in seconds (e.g. 添加成功 for 1 s, SPEC §9). */
  message: {
    success: (content: string, durationSeconds?: number): void => {
      void getApi().message.success(content, durationSeconds);
    },
    error: (content: string, durationSeconds?: number): void => {
      void getApi().message.error(content, durationSeconds);
    },
    warning: (content: string, durationSeconds?: number): void => {
      void getApi().message.warning(content, durationSeconds);
    },
  },
};
