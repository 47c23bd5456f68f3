import ky, { TimeoutError } from 'ky';

import { getToken, waitForStoredUser } from '../../stores/user-store';

/** SPEC §9: every request gives up after 10 s. */
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

export interface UploadProgress {
  loaded: number;
  /** Undefined when the browser cannot tell. */
  total?: number;
}

export interface HttpResponse {
  status: number;
  /** The body: parsed JSON, or the text when it is not JSON (an HTML error page), undefined when empty. */
  data: unknown;
}

/**
 * A request that did not get a 2xx answer: `response` is what came back, or undefined when nothing
 * did (offline, timeout, canceled). The messages are the ones SPEC §8 lists for transport errors.
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

/**
 * The client both API clients share (SPEC §7): 10 s timeout, cookies sent, JSON bodies, the XHR
 * marker header, and `Authorization: Bearer <token>` whenever the user store holds a token.
 * Success is any 2xx; ky's retries are off, as a failed call is the caller's to retry.
 */
export function createHttpClient(baseURL = ''): HttpClient {
  const api = ky.create({
    retry: 0,
    credentials: 'include',
    throwHttpErrors: false,
    headers: { Accept: 'application/json, text/plain, */*', 'X-Requested-With': 'XMLHttpRequest' },
    hooks: {
      beforeRequest: [
        async (request) => {
          // Read per request, not at creation: the token changes on login and logout. A returning
          // user's token is still being decrypted at first: the first requests wait for it.
          await waitForStoredUser();
          const token = getToken();
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
    },
  });

  const request = async (config: HttpRequestConfig): Promise<HttpResponse> => {
    const { method = 'get', data, onUploadProgress } = config;
    const timeout = config.timeout ?? REQUEST_TIMEOUT;
    let answer: HttpResponse;
    try {
      const response = await api(resolveUrl(baseURL + config.url, config.params), {
        method,
        timeout,
        // ky's merge treats a present `undefined` as "remove": the defaults' headers would go.
        ...(config.headers && { headers: config.headers }),
        ...(config.signal && { signal: config.signal }),
        // A form keeps the multipart type the browser gives it, with its boundary.
        ...(data instanceof FormData ? { body: data } : data === undefined ? {} : { json: data }),
        fetch: (input) => {
          // ky always hands over a Request.
          const outgoing = input as Request;
          if (transport) return transport.fetch(outgoing);
          if (onUploadProgress && data instanceof FormData) {
            return sendWithUploadProgress(outgoing, data, onUploadProgress);
          }
          return fetch(outgoing);
        },
      });
      answer = { status: response.status, data: parseBody(await response.text()) };
    } catch (error) {
      if (config.signal?.aborted) throw new HttpRequestError('canceled', { canceled: true, cause: error });
      const message =
        error instanceof TimeoutError ? `timeout of ${timeout || 0}ms exceeded` : 'Network Error';
      throw new HttpRequestError(message, { cause: error });
    }
    if (answer.status < 200 || answer.status > 299) {
      throw new HttpRequestError(`Request failed with status code ${answer.status}`, { response: answer });
    }
    return answer;
  };
  return { request };
}
