export type FailureLevel = 'error' | 'warning';

export interface FailureToast {
  level: FailureLevel;
  title: string;
  message: string;
}

const ERROR_TITLE = '错误提示';
const WARNING_TITLE = '温馨提示';

/** The `message` of an API body when it is usable text; bodies may be HTML, empty or absent. */
export function readServerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The toast the music/config client shows for a failed HTTP status (docs/spec.md §8, docs/design.md §8 UI words),
 * or null for statuses that fail silently ("no toast, no rejection").
 */
export function describeHttpFailure(status: number, bodyMessage?: string): FailureToast | null {
  const message = bodyMessage?.trim() ? bodyMessage : undefined;
  switch (status) {
    case 401:
      return { level: 'error', title: ERROR_TITLE, message: message ?? '登录过期' };
    case 403:
      return { level: 'error', title: ERROR_TITLE, message: message ?? '权限不足' };
    case 404:
      // The spec fixes this text: a missing endpoint, whatever the body says.
      return { level: 'error', title: ERROR_TITLE, message: '接口没有找到' };
    case 408:
      return { level: 'warning', title: WARNING_TITLE, message: message ?? '服务端错误' };
    case 429:
      // The spec shows only the server message; the fallback avoids an empty toast.
      return { level: 'warning', title: WARNING_TITLE, message: message ?? '请求过于频繁，请稍后再试' };
    case 500:
      return { level: 'error', title: ERROR_TITLE, message: message ?? '服务端错误' };
    default:
      return null;
  }
}
