import { describe, expect, it } from 'vitest';
import { DataGeneration } from '../../scripts/serve/data-generation.ts';

/** A generation kept in a variable, as the database row would be, with its reads counted. */
function setup() {
  const state = { generation: 0, reads: 0, cleared: 0, now: 10_000, fail: false };
  const tracker = new DataGeneration(
    {
      read: async () => {
        state.reads++;
        if (state.fail) throw new Error('database unreachable');
        return state.generation;
      },
      bump: async () => void state.generation++,
    },
    () => state.cleared++,
    { everyMs: 1000, now: () => state.now },
  );
  return { state, tracker };
}

describe('the data generation shared by servers on one database', () => {
  it('reads at most once a second, and empties the cache only when another write moved it', async () => {
    const { state, tracker } = setup();
    await tracker.check();
    expect([state.reads, state.cleared]).toEqual([1, 0]);
    state.now += 500;
    expect(tracker.check()).toBeNull();
    state.generation++; // a write on another server
    expect(tracker.check()).toBeNull(); // within the second: still trusted
    state.now += 500;
    await tracker.check();
    expect([state.reads, state.cleared]).toEqual([2, 1]);
    state.now += 1000;
    await tracker.check();
    expect([state.reads, state.cleared]).toEqual([3, 1]);
  });

  it('shares one read between requests that arrive together', async () => {
    const { state, tracker } = setup();
    const first = tracker.check();
    const second = tracker.check();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(state.reads).toBe(1);
  });

  it('moves the generation for the others on a write here', async () => {
    const { state, tracker } = setup();
    await tracker.check();
    await tracker.bump();
    expect(state.generation).toBe(1);
    state.now += 1000;
    await tracker.check();
    expect(state.cleared).toBe(1);
  });

  it('empties the cache when the generation cannot be read', async () => {
    const { state, tracker } = setup();
    await tracker.check();
    state.fail = true;
    state.now += 1000;
    await tracker.check();
    expect(state.cleared).toBe(1);
  });
});
