/**
 * Test support: an XMLHttpRequest that records what it was asked to send and answers when the test
 * says so. Install it with `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr extends EventTarget {
  /** Every request sent, oldest first. */
  static readonly sent: FakeXhr[] = [];

  readonly upload = new EventTarget();
  method = '';
  url = '';
  withCredentials = false;
  readonly headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders = '';
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.finish('abort');
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }

  respond(status: number, text: string, headers = 'content-type: application/json'): void {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = headers;
    this.finish('load');
  }

  /** The connection failed. */
  fail(): void {
    this.finish('error');
  }

  private finish(type: 'load' | 'error' | 'abort'): void {
    this.dispatchEvent(new Event(type));
    this.dispatchEvent(new Event('loadend'));
  }
}
