/**
 * Fairness: no client can hold the server. Every client (by address, as TRUST_PROXY allows it to
 * be known) has a budget of rendering time, refilled at 100 ms per second with bursts of up to
 * 1.5 seconds (one request is charged at most half a second, so a long download or export does
 * not lock its client out): a person clicking through pages never reaches it, a script looping on
 * the slowest page does, and its next requests then wait for its budget to refill (at most five
 * seconds, then 429 with Retry-After). Answers from the page cache and static files cost
 * nothing and are never held back, so everyone else keeps their speed. Who a request's client is,
 * and whether this machine's own requests are spared, is fair-share-client.ts's rule.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type FairShareOptions = {
  refillPerSecondMs?: number;
  burstMs?: number;
  maxWaitMs?: number;
  maxChargeMs?: number;
  now?: () => number;
};

type Bucket = { tokens: number; updatedAt: number };

export class FairShare {
  private buckets = new Map<string, Bucket>();
  private sweptAt = 0;
  private readonly refill: number;
  private readonly burst: number;
  private readonly maxWait: number;
  private readonly maxCharge: number;
  private readonly now: () => number;

  constructor({
    refillPerSecondMs = 100,
    burstMs = 1500,
    maxWaitMs = 5000,
    maxChargeMs = 500,
    now = () => performance.now(),
  }: FairShareOptions = {}) {
    this.refill = refillPerSecondMs / 1000;
    this.burst = burstMs;
    this.maxWait = maxWaitMs;
    this.maxCharge = maxChargeMs;
    this.now = now;
  }

  private bucket(client: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(client);
    if (!bucket) {
      bucket = { tokens: this.burst, updatedAt: now };
      this.buckets.set(client, bucket);
      // Forget clients quiet long enough to be full again: a sweep at most once per refill period,
      // so a crowd of new addresses never makes every new one scan the rest.
      const full = this.burst / this.refill;
      if (this.buckets.size > 10_000 && now - this.sweptAt > full) {
        this.sweptAt = now;
        for (const [key, old] of this.buckets) if (now - old.updatedAt > full) this.buckets.delete(key);
      }
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) * this.refill);
    bucket.updatedAt = now;
    return bucket;
  }

  /** How long this client must wait before its next render (0: at once; null: longer than the server holds a request). */
  waitFor(client: string): number | null {
    const bucket = this.bucket(client);
    if (bucket.tokens > 0) return 0;
    const wait = -bucket.tokens / this.refill;
    return wait <= this.maxWait ? wait : null;
  }

  /** Charges a client for the time a render took. */
  charge(client: string, milliseconds: number): void {
    this.bucket(client).tokens -= Math.min(milliseconds, this.maxCharge);
  }

  /**
   * Runs a render for a request when its client's budget allows: at once, after a wait, or not at
   * all (429). The render's time, until its answer has gone out, is charged to the client; a
   * request of no one's budget (null: this machine's own) runs at once, uncharged.
   */
  run(
    client: string | null,
    request: IncomingMessage,
    response: ServerResponse,
    render: () => void,
    refuse: (retryAfterSeconds: number) => void,
  ): void {
    if (client === null) return render();
    const wait = this.waitFor(client);
    if (wait === null) return refuse(Math.ceil(this.maxWait / 1000));
    const start = () => {
      const started = this.now();
      response.once('close', () => this.charge(client, this.now() - started));
      render();
    };
    if (wait === 0) start();
    else setTimeout(() => (request.destroyed ? undefined : start()), wait);
  }
}
