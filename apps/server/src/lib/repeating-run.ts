/**
 * A background job's timer: `start()` runs it at once and then every `intervalMs`, never two runs at
 * a time; the timer never keeps the process alive; `stop()` waits for a run under way. `track()`
 * marks a run started by hand (a test, the console) as under way too.
 */
export class RepeatingRun {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;

  constructor(
    readonly run: () => Promise<number>,
    readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.#timer) return;
    const tick = () => {
      if (!this.#running) void this.track(this.run());
    };
    this.#timer = setInterval(tick, this.intervalMs);
    this.#timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    while (this.#running) await this.#running.catch(() => undefined);
  }

  async track(run: Promise<number>): Promise<number> {
    this.#running = run;
    try {
      return await run;
    } finally {
      if (this.#running === run) this.#running = undefined;
    }
  }
}
