/**
 * Keeps the page cache true when more than one server runs on the same database. Every successful
 * write adds one to the data's generation (`cache_generation`, the row the Workers' edge cache
 * keys its pages by: lib/server/http/edge-cache.ts); before answering from its cache, a server
 * reads the generation again when its last read is older than CHECK_EVERY_MS, and empties its
 * cache when it moved. So a page changed by a write on another server is served stale for at most
 * CHECK_EVERY_MS after that write's answer (one indexed read a second per server, and only while
 * its cache is asked). When the read fails, the cache is emptied: nothing it holds can be trusted.
 */
export const CHECK_EVERY_MS = 1000;

export type GenerationSource = { read(): Promise<number>; bump(): Promise<void> };

export class DataGeneration {
  private known: number | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly source: GenerationSource;
  /** Empties the cache: the data changed since it was filled. */
  private readonly onMoved: () => void;
  private readonly everyMs: number;
  private readonly now: () => number;

  constructor(source: GenerationSource, onMoved: () => void, { everyMs = CHECK_EVERY_MS, now = Date.now } = {}) {
    this.source = source;
    this.onMoved = onMoved;
    this.everyMs = everyMs;
    this.now = now;
  }

  /** Null when the cache may be trusted now; otherwise a promise that settles once the generation is read again. */
  check(): Promise<void> | null {
    const now = this.now();
    if (now - this.checkedAt < this.everyMs) return null;
    this.checking ??= this.source
      .read()
      .then(
        (generation) => {
          if (this.known !== null && generation !== this.known) this.onMoved();
          this.known = generation;
        },
        () => this.onMoved(),
      )
      .finally(() => {
        // Timed from the read's start: the data it saw is at least that fresh.
        this.checkedAt = now;
        this.checking = null;
      });
    return this.checking;
  }

  /** Tells every server that the data changed (this one has emptied its own cache already). */
  bump(): Promise<void> {
    return this.source.bump().catch((error: unknown) => {
      console.error('Page cache generation not moved:', error instanceof Error ? error.message : error);
    });
  }
}
