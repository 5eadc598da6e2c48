/**
 * Work that may wait and must not crowd the renders: jobs run one at a time, in order, and a queue
 * already full refuses more (the caller tries again later). The page cache recompresses its pages
 * at brotli's highest level through one (page-cache.ts): 50-90 ms of CPU a page, so one at a time
 * keeps it to a share of one core however many pages are stored at once.
 */
export class BackgroundQueue {
  private readonly jobs: (() => Promise<unknown>)[] = [];
  private running = false;
  private readonly limit: number;

  constructor(limit = 32) {
    this.limit = limit;
  }

  /** Queues a job; false when the queue is full. */
  add(job: () => Promise<unknown>): boolean {
    if (this.jobs.length >= this.limit) return false;
    this.jobs.push(job);
    if (!this.running) void this.drain();
    return true;
  }

  /** Settles once every queued job has run (for tests and measurements). */
  async idle(): Promise<void> {
    while (this.running || this.jobs.length) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private async drain(): Promise<void> {
    this.running = true;
    for (let job = this.jobs.shift(); job; job = this.jobs.shift()) await job().catch(() => undefined);
    this.running = false;
  }
}
