/**
 * Keeps the page cache true when more than one server runs on the same database (decision 032).
 * A write records the keys it changed in the database's key log (lib/server/http/cache-key-log.ts);
 * before answering from its cache, a server reads the keys changed since the generation it last
 * saw, when its last read is older than CHECK_EVERY_MS, and empties the pages that show them. So a
 * page changed by a write on another server is served stale for at most CHECK_EVERY_MS after that
 * write's answer (one indexed read a second per server, and only while its cache is asked), and
 * pages that show other things stay. When the read fails, the cache is emptied: nothing it holds
 * can be trusted. A server reads its own writes back too and empties their pages once more: its own
 * key may have overwritten another server's change of that key it has not seen yet.
 */
import { ANY_KEY } from '#lib/server/http/cache-keys.ts';

export const CHECK_EVERY_MS = 1000;

export type KeyLogSource = {
  /** The generation of the latest change. */
  current(): Promise<number>;
  /** The keys changed after a generation, each at its last change. */
  since(version: number): Promise<{ key: string; version: number }[]>;
  /** Records keys changed here; resolves to the generation they were recorded at. */
  record(keys: readonly string[]): Promise<number>;
};

export class KeyLog {
  private known: number | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly source: KeyLogSource;
  /** Empties the pages that show these keys (ANY_KEY: every page). */
  private readonly onChanged: (keys: string[]) => void;
  private readonly everyMs: number;
  private readonly now: () => number;

  constructor(source: KeyLogSource, onChanged: (keys: string[]) => void, { everyMs = CHECK_EVERY_MS, now = Date.now } = {}) {
    this.source = source;
    this.onChanged = onChanged;
    this.everyMs = everyMs;
    this.now = now;
  }

  /** Null when the cache may be trusted now; otherwise a promise that settles once the log is read again. */
  check(): Promise<void> | null {
    const now = this.now();
    if (now - this.checkedAt < this.everyMs) return null;
    this.checking ??= this.read()
      .catch(() => this.onChanged([ANY_KEY]))
      .finally(() => {
        // Timed from the read's start: the data it saw is at least that fresh.
        this.checkedAt = now;
        this.checking = null;
      });
    return this.checking;
  }

  /** Tells every server that these keys changed (this one has emptied its own pages already). */
  async record(keys: readonly string[]): Promise<void> {
    try {
      await this.source.record(keys);
    } catch (error) {
      console.error('Changed cache keys not recorded:', error instanceof Error ? error.message : error);
    }
  }

  private async read(): Promise<void> {
    // The first read only learns where the log stands: the cache is empty until this server renders.
    if (this.known === null) {
      this.known = await this.source.current();
      return;
    }
    const changes = await this.source.since(this.known);
    for (const change of changes) this.known = Math.max(this.known, change.version);
    if (changes.length) this.onChanged(changes.map((change) => change.key));
  }
}
