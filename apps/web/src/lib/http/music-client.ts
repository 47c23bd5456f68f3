import type { MusicApi, MusicApiName } from '@blog/contract/music-routes';
import type { RouteDef } from '@blog/contract/route';
import { askToLogIn, clearUser } from '../../stores/user-store';
import { toast } from '../toast';
import {
  createHttpClient,
  HttpRequestError,
  type HttpRequestConfig,
  type RequestOptions,
} from './create-http-client';
import { describeHttpFailure, readServerMessage } from './describe-http-failure';

/** Body codes that mean success: 200 from the music API, 0 from the blog-style config calls (docs/spec.md §7). */
const SUCCESS_CODES = new Set([200, 0]);
/** A soft tip from the server: shown as a warning, not a failure (docs/spec.md §8). */
const TIP_CODE = 100;

/**
 * The music/config client (docs/spec.md §7–8). Every call resolves: with the body on success, with
 * `undefined` otherwise, after showing the toast docs/spec.md §8 prescribes for the failure (if any).
 * Callers therefore check for `undefined` instead of catching.
 */
export interface MusicClient {
  get<T>(url: string, config?: RequestOptions): Promise<T | undefined>;
  delete<T>(url: string, config?: RequestOptions): Promise<T | undefined>;
  post<T>(url: string, data?: unknown, config?: RequestOptions): Promise<T | undefined>;
  put<T>(url: string, data?: unknown, config?: RequestOptions): Promise<T | undefined>;
  request<T>(config: HttpRequestConfig): Promise<T | undefined>;
}

function handleBody<T>(body: unknown): T | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (typeof code === 'number' && SUCCESS_CODES.has(code)) {
    // The caller names the body type for the endpoint it calls; the success code is checked here.
    return body as T;
  }
  if (code === TIP_CODE) toast.warning(readServerMessage(body) ?? '操作未完成', '温馨提示');
  return undefined;
}

function handleFailure(error: unknown, config: HttpRequestConfig): undefined {
  const failed = error instanceof HttpRequestError ? error : undefined;
  if (failed?.canceled) return undefined;
  const response = failed?.response;
  if (response) {
    const failure = describeHttpFailure(response.status, readServerMessage(response.data));
    if (response.status === 401) {
      clearUser();
      askToLogIn(failure?.message ?? '登录过期');
    }
    if (failure) toast[failure.level](failure.message, failure.title);
  }
  // No toast for transport failures, but leave a trace for whoever opens the console.
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`[music] ${config.method ?? 'get'} ${config.url} failed: ${reason}`);
  return undefined;
}

/** Builds a music client; the app uses the shared `musicClient`. */
export function createMusicClient(): MusicClient {
  // No baseURL: the calls go to /api/config… and /wapi/… as written (docs/spec.md §7).
  const instance = createHttpClient();
  const request = async <T>(config: HttpRequestConfig): Promise<T | undefined> => {
    try {
      const response = await instance.request(config);
      return handleBody<T>(response.data);
    } catch (error) {
      return handleFailure(error, config);
    }
  };
  return {
    request,
    get: <T>(url: string, config?: RequestOptions) => request<T>({ ...config, method: 'get', url }),
    delete: <T>(url: string, config?: RequestOptions) => request<T>({ ...config, method: 'delete', url }),
    post: <T>(url: string, data?: unknown, config?: RequestOptions) =>
      request<T>({ ...config, method: 'post', url, data }),
    put: <T>(url: string, data?: unknown, config?: RequestOptions) =>
      request<T>({ ...config, method: 'put', url, data }),
  };
}

export const musicClient: MusicClient = createMusicClient();

/**
 * Calls `/wapi` endpoint `route` of the contract's table (`@blog/contract/music-routes`) with its
 * query: the address and the answer's type come from the table, as `callApi`'s do for the blog API.
 * Resolves undefined after the toast, as every music client call does.
 */
export function callMusic<N extends MusicApiName>(
  route: RouteDef<N>,
  ...[query]: MusicApi[N]['query'] extends Record<string, never> ? [] : [MusicApi[N]['query']]
): Promise<MusicApi[N]['response'] | undefined> {
  // A query's coerced fields (ids, offsets) take any value in zod's input type; these are numbers and strings.
  const params = query as RequestOptions['params'];
  return musicClient.get<MusicApi[N]['response']>(route.path, params ? { params } : undefined);
}
