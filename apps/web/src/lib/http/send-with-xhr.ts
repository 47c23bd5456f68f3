/** How much of a request's body has been sent. */
export interface UploadProgress {
  loaded: number;
  /** Undefined when the browser cannot tell. */
  total?: number;
}

/** Statuses whose Response must not have a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Sends `request` with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * only could with streamed bodies, which Firefox and Safari lack and Chrome allows on HTTP/2 only).
 * `form` is the body the request was made from: XMLHttpRequest sets its multipart type itself.
 * Settles like fetch: a Response for any status, a rejection when nothing came back.
 */
export function sendWithXhr(
  request: Request,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    const aborted = (): Error =>
      signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
    if (signal.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.credentials === 'include';
    request.headers.forEach((value, name) => {
      if (name !== 'content-type') xhr.setRequestHeader(name, value);
    });
    xhr.upload.addEventListener('progress', (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    });
    xhr.addEventListener('loadend', () => signal.removeEventListener('abort', onAbort));
    xhr.addEventListener('load', () => {
      resolve(
        new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network Error')));
    xhr.addEventListener('timeout', () => reject(new TypeError('Network Error')));
    xhr.addEventListener('abort', () => reject(aborted()));
    signal.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}
