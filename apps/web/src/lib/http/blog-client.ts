import type { CaptchaChallenge, Envelope } from '@blog/contract';
import { CAPTCHA_HEADER, CAPTCHA_REQUIRED_STATUS } from '@blog/contract/captcha';
import { captchaRoutes } from '@blog/contract/captcha-routes';

import { askToLogIn, clearUser } from '../../stores/user-store';
import { toast } from '../toast';
import { ApiError } from './api-error';
import {
  createHttpClient,
  HttpRequestError,
  type HttpClient,
  type HttpRequestConfig,
  type RequestOptions,
} from './create-http-client';
import { readServerMessage } from './describe-http-failure';

export { ApiError } from './api-error';
export type { Envelope } from '@blog/contract';

export interface BlogRequestConfig extends RequestOptions {
  /**
   * Skip the error toast; for calls whose failures are only logged (article lists, search: docs/spec.md §8).
   * A 401 still logs the user out.
   */
  silent?: boolean;
  /**
   * Failures the caller shows itself (the login's second step, a wrong code): rejected with no
   * toast, and a 401 among them neither logs out nor reopens the login dialog.
   */
  handles?: (error: ApiError) => boolean;
}

/**
 * The blog API client (`/api`, docs/spec.md §7–8). Resolves the envelope when `code` is 0. Anything else
 * (HTTP error, transport failure, non-zero code) shows a red 错误提示 toast with the server's
 * message and rejects with an `ApiError`; a soft tip (code 100) shows a 温馨提示 warning instead.
 */
export interface BlogClient {
  get<T>(url: string, config?: BlogRequestConfig): Promise<Envelope<T>>;
  delete<T>(url: string, config?: BlogRequestConfig): Promise<Envelope<T>>;
  post<T>(url: string, data?: unknown, config?: BlogRequestConfig): Promise<Envelope<T>>;
  put<T>(url: string, data?: unknown, config?: BlogRequestConfig): Promise<Envelope<T>>;
  /** Multipart upload (e.g. `upload/img` with field `file`). */
  upload<T>(url: string, form: FormData, config?: BlogRequestConfig): Promise<Envelope<T>>;
  request<T>(config: HttpRequestConfig & BlogRequestConfig): Promise<Envelope<T>>;
}

const TIP_CODE = 100;

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function toApiError(error: unknown): ApiError {
  if (error instanceof HttpRequestError) {
    const body = error.response?.data;
    return new ApiError(readServerMessage(body) ?? error.message, {
      status: error.response?.status ?? 0,
      code: isEnvelope(body) ? body.code : -1,
      canceled: error.canceled,
      cause: error,
    });
  }
  return new ApiError(error instanceof Error ? error.message : String(error), {
    status: 0,
    code: -1,
    cause: error,
  });
}

function report(error: ApiError, silent: boolean, handles?: (error: ApiError) => boolean): ApiError {
  if (handles?.(error)) return error;
  if (error.status === 401) {
    clearUser();
    // The dialog says why it opened (docs/spec.md §8: the server's words, or 登录过期).
    askToLogIn(error.message || '登录过期');
  }
  if (error.canceled) return error;
  if (silent) console.warn(`[blog] ${error.message}`);
  else if (error.code === TIP_CODE) toast.warning(error.message, '温馨提示');
  else toast.error(error.message, '错误提示');
  return error;
}

/** A solved challenge from the server's captcha, for the write that asked for one. */
async function answerCaptcha(instance: HttpClient): Promise<{ captcha: string }> {
  const response = await instance.request({ method: 'get', url: captchaRoutes.challenge.path });
  const { solveCaptcha } = await import('./captcha');
  return { captcha: await solveCaptcha((response.data as Envelope<CaptchaChallenge>).result) };
}

/** Builds a blog client; the app uses the shared `blogClient`. */
export function createBlogClient(): BlogClient {
  const instance = createHttpClient('/api');
  const request = async <T>({
    silent = false,
    handles,
    ...config
  }: HttpRequestConfig & BlogRequestConfig): Promise<Envelope<T>> => {
    let status: number;
    let body: unknown;
    try {
      const response = await instance.request(config).catch(async (error: unknown) => {
        // A write the server wants a solved captcha for (issue #18): solve one, send it again once.
        if (!(error instanceof HttpRequestError) || error.response?.status !== CAPTCHA_REQUIRED_STATUS)
          throw error;
        if (config.headers?.[CAPTCHA_HEADER]) throw error;
        const { captcha } = await answerCaptcha(instance);
        return instance.request({ ...config, headers: { ...config.headers, [CAPTCHA_HEADER]: captcha } });
      });
      status = response.status;
      body = response.data;
    } catch (error) {
      throw report(toApiError(error), silent, handles);
    }
    if (!isEnvelope(body)) {
      // E.g. the SPA's index.html from a misrouted proxy.
      throw report(new ApiError('服务器返回了无法识别的数据', { status, code: -1 }), silent, handles);
    }
    if (body.code !== 0) {
      throw report(
        new ApiError(readServerMessage(body) ?? '请求失败', { status, code: body.code }),
        silent,
        handles,
      );
    }
    // The caller names the result type of the endpoint; the envelope itself was checked above.
    return body as Envelope<T>;
  };
  return {
    request,
    get: <T>(url: string, config?: BlogRequestConfig) => request<T>({ ...config, method: 'get', url }),
    delete: <T>(url: string, config?: BlogRequestConfig) => request<T>({ ...config, method: 'delete', url }),
    post: <T>(url: string, data?: unknown, config?: BlogRequestConfig) =>
      request<T>({ ...config, method: 'post', url, data }),
    put: <T>(url: string, data?: unknown, config?: BlogRequestConfig) =>
      request<T>({ ...config, method: 'put', url, data }),
    upload: <T>(url: string, form: FormData, config?: BlogRequestConfig) =>
      request<T>({ ...config, method: 'post', url, data: form }),
  };
}

export const blogClient: BlogClient = createBlogClient();

/**
 * The `result` of a successful call, for the calls `callApi` cannot make (multipart uploads, whose URL
 * and answer type still come from the contract: `lib/http/upload.ts`). The others go through `callApi`.
 */
export async function unwrap<T>(promise: Promise<Envelope<T>>): Promise<T> {
  return (await promise).result;
}
