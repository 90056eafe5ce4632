/**
 * Work a request starts and the answer does not wait for (a data export's zip). The process keeps track of
 * it so that a stopping server lets it finish before closing the database, and so that a test can wait for
 * it instead of racing it.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  /** Starts `task` after the current request's turn; failures are the task's own to record. */
  run(task: () => Promise<void>): Promise<void> {
    const started = new Promise<void>((resolve) => setImmediate(resolve)).then(task);
    this.running.add(started);
    void started.finally(() => this.running.delete(started)).catch(() => undefined);
    return started;
  }

  /** Resolves when nothing started so far is still running (work started meanwhile included). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
