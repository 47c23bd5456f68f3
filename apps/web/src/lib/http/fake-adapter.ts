import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** What the fake server does with one request. */
export type FakeReply = { status: number; data?: unknown } | { network: 'offline' | 'timeout' | 'canceled' };

export interface FakeAdapter extends AxiosAdapter {
  /** Every request the client sent, after its interceptors ran. */
  readonly requests: InternalAxiosRequestConfig[];
}

/**
 * Test support: an axios adapter that answers without a network, settling the way axios' own
 * adapters do (2xx resolves, anything else rejects with an AxiosError carrying the response).
 */
export function fakeAdapter(
  reply: FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply),
): FakeAdapter {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push(config);
    const answer = typeof reply === 'function' ? reply(config) : reply;
    if ('network' in answer) {
      if (answer.network === 'canceled')
        return Promise.reject(new CanceledError(undefined, undefined, config));
      if (answer.network === 'timeout') {
        return Promise.reject(
          new AxiosError(`timeout of ${config.timeout ?? 0}ms exceeded`, AxiosError.ECONNABORTED, config),
        );
      }
      return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    }
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        undefined,
        response,
      ),
    );
  };
  return Object.assign(adapter, { requests });
}
