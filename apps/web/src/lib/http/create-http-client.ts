import axios from 'axios';
import type { AxiosAdapter, AxiosInstance } from 'axios';

import { getToken } from '../../stores/user-store';

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
    if (transport) config.adapter = transport;
    return config;
  });
  return instance;
}

let transport: AxiosAdapter | undefined;

/**
 * Sends every request of both clients through `adapter` instead of the network: the server's
 * renderer (entry-server.tsx) answers them inside the server process.
 */
export function setHttpTransport(adapter: AxiosAdapter): void {
  transport = adapter;
}
