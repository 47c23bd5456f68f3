import { getToken, waitForStoredUser } from '../../stores/user-store';
import type { UploadProgress } from './send-with-xhr';

/** docs/spec.md §9: every request gives up after 10 s. */
export const REQUEST_TIMEOUT = 10_000;

type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequestConfig {
  method?: 'get' | 'post' | 'put' | 'delete';
  /** Below the client's base URL, e.g. `/article/getHotArticle`. */
  url: string;
  /** Query parameters; `null` and `undefined` ones are left out. */
  params?: Record<string, QueryValue>;
  /** The body: a `FormData` goes as multipart, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds, or false for none (a big upload takes its time). */
  timeout?: number | false;
  signal?: AbortSignal;
  /** Progress of a `FormData` upload, which only XMLHttpRequest reports: such a request goes with it. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** A call's options besides its method, URL and body, as the clients' shorthands take them. */
export type RequestOptions = Omit<HttpRequestConfig, 'method' | 'url' | 'data'>;

export type { UploadProgress };

export interface HttpResponse {
  status: number;
  /** The body: parsed JSON, or the text when it is not JSON (an HTML error page), undefined when empty. */
  data: unknown;
}

/**
 * A request that did not get a 2xx answer: `response` is what came back, or undefined when nothing
 * did (offline, timeout, canceled). The messages are the ones docs/spec.md §8 lists for transport errors.
 */
export class HttpRequestError extends Error {
  override readonly name = 'HttpRequestError';
  readonly response: HttpResponse | undefined;
  /** Canceled through the request's AbortSignal: nobody needs to hear about it. */
  readonly canceled: boolean;

  constructor(
    message: string,
    details: { response?: HttpResponse; canceled?: boolean; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.response = details.response;
    this.canceled = details.canceled ?? false;
  }
}

export interface HttpClient {
  /** Resolves with a 2xx response, rejects with an `HttpRequestError` otherwise. */
  request(config: HttpRequestConfig): Promise<HttpResponse>;
}

/** Sends a request somewhere other than the network (see `setHttpTransport`). */
export interface HttpTransport {
  /** What relative URLs are resolved against; only path and query reach `fetch`'s other side. */
  origin: string;
  fetch(request: Request): Promise<Response>;
}

let transport: HttpTransport | undefined;

/**
 * Sends every request of both clients through `next` instead of the network: the server's renderer
 * (entry-server.tsx) answers them inside the server process, tests answer them with a fake.
 * `undefined` goes back to the network.
 */
export function setHttpTransport(next: HttpTransport | undefined): void {
  transport = next;
}

function resolveUrl(path: string, params: HttpRequestConfig['params']): URL {
  // The browser's own address; a Request cannot be made from a relative URL outside a page.
  const base = transport?.origin ?? (typeof location === 'undefined' ? undefined : location.href);
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Only uploads need it, so its code loads with the first upload. */
async function sendWithUploadProgress(
  request: Request,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  const { sendWithXhr } = await import('./send-with-xhr');
  return sendWithXhr(request, form, onProgress);
}

/** Headers every request carries, unless the call gives its own. */
const DEFAULT_HEADERS = { Accept: 'application/json, text/plain, */*', 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The request `config` describes, with the user's token: read per request, not once, as it
 * changes on login and logout; a returning user's token is still being decrypted at first, so
 * the first requests wait for it.
 */
async function buildRequest(
  baseURL: string,
  config: HttpRequestConfig,
  signal: AbortSignal,
): Promise<Request> {
  const { method = 'get', data } = config;
  const headers = new Headers(DEFAULT_HEADERS);
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  await waitForStoredUser();
  const token = getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  // A form keeps the multipart type the browser gives it, with its boundary.
  if (data instanceof FormData) body = data;
  else if (data !== undefined) {
    body = JSON.stringify(data);
    headers.set('Content-Type', 'application/json');
  }
  return new Request(resolveUrl(baseURL + config.url, config.params), {
    method: method.toUpperCase(),
    headers,
    body,
    credentials: 'include',
    signal,
  });
}

/**
 * The client both API clients share (docs/spec.md §7): 10 s timeout, cookies sent, JSON bodies, the XHR
 * marker header, and `Authorization: Bearer <token>` whenever the user store holds a token.
 * Success is any 2xx; nothing is retried, as a failed call is the caller's to retry.
 */
export function createHttpClient(baseURL = ''): HttpClient {
  const request = async (config: HttpRequestConfig): Promise<HttpResponse> => {
    const { data, onUploadProgress, signal } = config;
    const timeout = config.timeout ?? REQUEST_TIMEOUT;
    // One signal for the caller's cancel and the timeout.
    const controller = new AbortController();
    const cancel = () => controller.abort(signal?.reason);
    if (signal?.aborted) cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    let timedOut = false;
    const timer =
      timeout === false
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeout);
    let answer: HttpResponse;
    try {
      const outgoing = await buildRequest(baseURL, config, controller.signal);
      const response = await (transport
        ? transport.fetch(outgoing)
        : onUploadProgress && data instanceof FormData
          ? sendWithUploadProgress(outgoing, data, onUploadProgress)
          : fetch(outgoing));
      answer = { status: response.status, data: parseBody(await response.text()) };
    } catch (error) {
      if (signal?.aborted) throw new HttpRequestError('canceled', { canceled: true, cause: error });
      const message = timedOut ? `timeout of ${timeout || 0}ms exceeded` : 'Network Error';
      throw new HttpRequestError(message, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
    if (answer.status < 200 || answer.status > 299) {
      throw new HttpRequestError(`Request failed with status code ${answer.status}`, { response: answer });
    }
    return answer;
  };
  return { request };
}
