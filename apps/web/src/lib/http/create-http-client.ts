import axios, { AxiosHeaders } from 'axios';
import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

import { getToken } from '../../stores/user-store';
import { takeFirstData } from './first-data';

/** SPEC §9: every request gives up after 10 s. */
export const REQUEST_TIMEOUT = 10_000;

/**
 * The axios instance both API clients share (SPEC §7): 10 s timeout, cookies sent, JSON and the
 * XHR marker header, and `Authorization: Bearer <token>` whenever the user store holds a token.
 * axios' own defaults stay: success on 2xx and the XSRF-TOKEN cookie → X-XSRF-TOKEN header.
 */
export function createHttpClient(baseURL?: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  instance.interceptors.request.use((config) => {
    // Read per request, not at creation: the token changes on login and logout.
    const token = getToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return answerFromPage(config);
  });
  return instance;
}

/** A plain GET the page already carries the answer to is answered from the page (lib/http/first-data). */
function answerFromPage(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || config.params || !config.url) return config;
  const data = takeFirstData(`${config.baseURL ?? ''}${config.url}`);
  if (data === undefined) return config;
  const response: AxiosResponse = {
    data,
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  };
  config.adapter = () => Promise.resolve(response);
  return config;
}
