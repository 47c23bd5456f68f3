import type { ToastApi } from '../../lib/toast';

type ToastCall = (api: ToastApi) => void;

let realApi: ToastApi | null = null;
let pending: ToastCall[] = [];
let requestHost: (() => void) | null = null;

function run(call: ToastCall): void {
  if (realApi) {
    call(realApi);
    return;
  }
  pending.push(call);
  requestHost?.();
}

/** An object whose every method forwards to the real API's method of that name, once there is one. */
function forwarder<T extends object>(pick: (api: ToastApi) => T): T {
  // A Proxy because antd's instance has many methods and lib/toast may use any of them; calls
  // return nothing, which lib/toast ignores.
  return new Proxy({} as T, {
    get:
      (_target, method) =>
      (...args: unknown[]) =>
        run((api) => {
          const target = pick(api) as Record<PropertyKey, unknown>;
          const fn = target[method];
          if (typeof fn === 'function') fn.apply(target, args);
        }),
  });
}

/**
 * What the app registers with `lib/toast` at start: the toast API without antd. The first toast
 * asks the host to mount (which loads antd), and is shown as soon as the themed API is ready.
 */
export const lazyToastApi: ToastApi = {
  notification: forwarder((api) => api.notification),
};

/** The host mounts on the first toast; `request` makes that happen. */
export function onToastHostRequested(request: () => void): () => void {
  requestHost = request;
  if (pending.length > 0) request();
  return () => {
    if (requestHost === request) requestHost = null;
  };
}

/** Called by the mounted host: from now on toasts go straight to antd. */
export function attachToastApi(api: ToastApi): () => void {
  realApi = api;
  const queued = pending;
  pending = [];
  queued.forEach((call) => call(api));
  return () => {
    if (realApi === api) realApi = null;
  };
}
