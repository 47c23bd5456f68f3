export interface ApiErrorDetails {
  /** HTTP status; 0 when no response arrived (offline, timeout, canceled). */
  status: number;
  /** The envelope's `code`; -1 when the body had none. */
  code: number;
  /** The request was canceled on purpose (e.g. a component unmounted): not worth telling anyone. */
  canceled?: boolean;
  cause?: unknown;
}

/** A failed blog API call: what the server said (`message`), and how (`status`, `code`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly canceled: boolean;

  constructor(message: string, { status, code, canceled = false, cause }: ApiErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.canceled = canceled;
  }
}
