import { describe, expect, it } from 'vitest';
import { median, percentile } from '../../scripts/bench/load.ts';
import { cpuMsPerRequest, parseProcStat } from '../../scripts/bench/process-cpu.ts';

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
