import { describe, expect, it } from 'vitest';
import { KeyLog } from '../../scripts/serve/key-log.ts';

/** The database's key log kept in memory, as the tables would hold it, with its reads counted. */
function setup() {
  const state = { generation: 5, log: new Map<string, number>(), reads: 0, emptied: [] as string[][], now: 10_000, fail: false };
  const record = async (keys: readonly string[]) => {
    state.generation++;
    for (const key of keys) state.log.set(key, state.generation);
    return state.generation;
  };
  const tracker = new KeyLog(
    {
      current: async () => {
        state.reads++;
        return state.generation;
      },
      since: async (version) => {
        state.reads++;
        if (state.fail) throw new Error('database unreachable');
        return [...state.log].filter(([, at]) => at > version).map(([key, at]) => ({ key, version: at }));
      },
      record,
    },
    (keys) => state.emptied.push(keys),
    { everyMs: 1000, now: () => state.now },
  );
  return { state, tracker, record };
}

describe('the key log shared by servers on one database', () => {
  it('reads at most once a second, and empties only the keys other writes changed since', async () => {
    const { state, tracker, record } = setup();
    await record(['business:1']); // before this server started: already in no page here
    await tracker.check();
    expect([state.reads, state.emptied]).toEqual([1, []]);
    state.now += 500;
    expect(tracker.check()).toBeNull();
    await record(['business:7', 'businesses:list']); // a write on another server
    expect(tracker.check()).toBeNull(); // within the second: still trusted
    state.now += 500;
    await tracker.check();
    expect(state.emptied).toEqual([['business:7', 'businesses:list']]);
    state.now += 1000;
    await tracker.check();
    expect(state.reads).toBe(3);
    expect(state.emptied).toHaveLength(1);
    // The same key changed again: read again.
    await record(['business:7']);
    state.now += 1000;
    await tracker.check();
    expect(state.emptied.at(-1)).toEqual(['business:7']);
  });

  it('shares one read between requests that arrive together', async () => {
    const { state, tracker } = setup();
    const first = tracker.check();
    const second = tracker.check();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(state.reads).toBe(1);
  });

  it('records this server’s writes for the others', async () => {
    const { state, tracker } = setup();
    await tracker.check();
    await tracker.record(['event:3']);
    expect(state.log.get('event:3')).toBe(6);
  });

  it('empties the whole cache when the log cannot be read', async () => {
    const { state, tracker } = setup();
    await tracker.check();
    state.fail = true;
    state.now += 1000;
    await tracker.check();
    expect(state.emptied).toEqual([['*']]);
  });
});
