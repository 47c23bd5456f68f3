import type { Executor } from '../../db/executor';
import * as repository from './repository';

/** One mail handed to the SMTP server; rejects when it could not be. */
export type SendMail = (mail: repository.QueuedMail) => Promise<void>;

export interface MailQueueOptions {
  db: Executor;
  send: SendMail;
  /** How often the worker looks for mails that are due. */
  intervalMs?: number;
  /** Attempts before a mail is marked failed (the console can send it again). */
  maxAttempts?: number;
  /** The wait after the first failure; each further one doubles it, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Mails sent per flush, so that a long queue does not hold one flush for ever. */
  batchSize?: number;
  log: { error(details: object, message: string): void };
}

/** How long a mail being sent is held by the process sending it. */
const CLAIM_MS = 10 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The worker of the mail queue (the `mail_queue` table): every interval it sends the mails that are
 * due, one at a time. A mail the SMTP server did not take waits 1, 2, 4 … minutes (up to six hours)
 * and is marked failed after the last attempt; nothing is lost while the server is away, since the
 * mail stays in the database. The timer never keeps the process alive; `stop()` ends it on the app's
 * close and waits for a flush under way. Each mail is claimed before it is sent, so that app
 * processes sharing one database send it once.
 */
export class MailQueue {
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<number> | undefined;
  readonly #options: Required<Omit<MailQueueOptions, 'db' | 'send' | 'log'>> &
    Pick<MailQueueOptions, 'db' | 'send' | 'log'>;

  constructor(options: MailQueueOptions) {
    this.#options = {
      intervalMs: 5000,
      maxAttempts: 8,
      baseDelayMs: 60_000,
      maxDelayMs: 6 * 60 * 60_000,
      batchSize: 20,
      ...options,
    };
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (!this.#flushing) void this.flush();
    }, this.#options.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    while (this.#flushing) await this.#flushing;
  }

  /**
   * Sends the mails due at `now` (after a flush under way ends); returns how many were sent. Never
   * rejects: a failure is written to the mail's row.
   */
  async flush(now = Date.now()): Promise<number> {
    while (this.#flushing) await this.#flushing;
    this.#flushing = this.#sendDue(now);
    try {
      return await this.#flushing;
    } finally {
      this.#flushing = undefined;
    }
  }

  async #sendDue(now: number): Promise<number> {
    const { db, send, log, batchSize, maxAttempts, baseDelayMs, maxDelayMs } = this.#options;
    const at = new Date(now).toISOString();
    let sent = 0;
    let due: repository.QueuedMail[];
    try {
      due = await repository.dueMails(db, at, batchSize);
    } catch (error) {
      log.error({ err: error }, 'could not read the mail queue');
      return 0;
    }
    for (const mail of due) {
      const attempts = mail.attempts + 1;
      try {
        // Another process sharing the database may have taken it since the read.
        if (!(await repository.claimMail(db, mail, new Date(now + CLAIM_MS).toISOString()))) continue;
        await send(mail);
        await repository.markSent(db, mail.id, attempts, new Date().toISOString());
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retry = attempts < maxAttempts;
        log.error(
          { err: error, mail: mail.id, attempts },
          retry ? 'mail not sent; retried later' : 'mail failed',
        );
        await repository
          .markAttemptFailed(db, mail.id, {
            attempts,
            error: message.slice(0, 500),
            nextAttemptAt: retry
              ? new Date(now + retryDelay(attempts, baseDelayMs, maxDelayMs)).toISOString()
              : null,
            now: new Date().toISOString(),
          })
          .catch((writeError: unknown) => log.error({ err: writeError }, 'could not record a mail failure'));
      }
    }
    return sent;
  }
}
