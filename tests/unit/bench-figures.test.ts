import { describe, expect, it } from 'vitest';
import { median, percentile } from '../../scripts/bench/load.ts';
import { cpuMsPerRequest, parseProcStat } from '../../scripts/bench/process-cpu.ts';
import { formatShare, interleaved, meets, shareOf } from '../../scripts/bench/windows.ts';

describe("the bench's figures", () => {
  it('takes the median and the nearest-rank percentile whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const tens = [100, 10, 90, 20, 80, 30, 70, 40, 60, 50];
    expect(percentile(tens, 90)).toBe(90);
    expect(percentile(tens, 50)).toBe(50);
    expect(percentile(tens, 100)).toBe(100);
    expect(percentile([7], 90)).toBe(7);
  });

  it("reads a process's parent, group and CPU ticks from /proc/<pid>/stat, even with spaces and parentheses in its name", () => {
    const line =
      '4242 (work (er) d) S 4200 4100 4100 0 -1 4194560 1000 0 0 0 1234 56 7 8 20 0 9 0 7304094 3133440 357 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0';
    expect(parseProcStat(line)).toEqual({ pid: 4242, name: 'work (er) d', parent: 4200, group: 4100, ticks: 1234 + 56 });
  });

  it('refuses text that is not a stat line', () => {
    expect(() => parseProcStat('no such process')).toThrow(/Not a \/proc stat line/);
  });

  it('turns ticks spent over some requests into CPU milliseconds per request', () => {
    // 150 ticks at 100 per second over 40 requests: 1.5 s / 40 = 37.5 ms each.
    expect(cpuMsPerRequest(1000, 1150, 40, 100)).toBe(37.5);
    expect(cpuMsPerRequest(500, 500, 40, 100)).toBe(0);
  });
});

describe("the bench's shares of a reference", () => {
  it('takes the median of paired windows and their range, so one slow window decides nothing', () => {
    // Route windows against the static file's windows taken just before each.
    const share = shareOf([500, 900, 100, 480, 520], [1000, 1000, 1000, 1000, 1000]);
    expect(share).toEqual({ median: 0.5, min: 0.1, max: 0.9, windows: 5 });
    expect(formatShare(share)).toBe('50% (10-90%)');
    expect(meets(share, 0.5)).toBe(true);
    expect(meets(share, 0.51)).toBe(false);
  });

  it('counts a window whose reference did nothing as no share, never as infinite', () => {
    expect(shareOf([100, 100, 100], [0, 200, 200]).min).toBe(0);
  });

  it('measures reference then route in turns, window by window', async () => {
    const order: string[] = [];
    let n = 0;
    const result = await interleaved(
      3,
      async () => (order.push('static'), 1000),
      async () => (order.push('page'), 400 + 100 * n++),
    );
    expect(order).toEqual(['static', 'page', 'static', 'page', 'static', 'page']);
    expect(result.route).toEqual([400, 500, 600]);
    expect(result.share.median).toBe(0.5);
  });
});
