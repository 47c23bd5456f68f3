/**
 * Batches written one at a time, every `intervalMs` and on demand: what the article view counter and
 * the visitor statistics share. A subclass's `writePending` takes what is pending and writes it; it
 * never rejects (a failure keeps its batch for the next write). The timer never keeps the process alive.
 */
export abstract class SerialFlush {
  #writing: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly intervalMs: number) {}

  /** Takes what is pending (in the turn it is called in) and writes it. */
  protected abstract writePending(): Promise<void>;

  /** Resolves once no write is under way. */
  protected async idle(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  /** Writes every interval; a slow database gets one write at a time, not a queue of them. */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      if (!this.#writing) void this.flush();
    }, this.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is pending (the app's close, before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  /** Writes what is pending now, after any write under way. Never rejects. */
  async flush(): Promise<void> {
    // Not `await this.idle()`: with no write under way, the batch is taken now, in this same turn.
    while (this.#writing) await this.#writing;
    this.#writing = this.writePending();
    try {
      await this.#writing;
    } finally {
      this.#writing = undefined;
    }
  }
}
