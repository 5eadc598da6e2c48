/**
 * A Playwright reporter that prints, after the run, the ten spec files whose tests took longest in
 * all (each test's duration summed per file, across workers), so the next change that slows the
 * browser tests is seen at once. Playwright's own reportSlowTests leaves out every file whose tests
 * ran on more than one worker, which with fullyParallel is nearly all of them.
 */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

export default class SlowestSpecFiles implements Reporter {
  private readonly seconds = new Map<string, { total: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const sum = this.seconds.get(file) ?? { total: 0, tests: 0 };
    sum.total += result.duration / 1000;
    sum.tests += 1;
    this.seconds.set(file, sum);
  }

  onEnd(): void {
    const files = [...this.seconds.entries()].sort((a, b) => b[1].total - a[1].total);
    if (files.length === 0) return;
    const all = files.reduce((sum, [, file]) => sum + file.total, 0);
    console.log(`\nSlowest spec files (test durations summed, ${Math.round(all)} s in all over ${files.length} files):`);
    for (const [file, { total, tests }] of files.slice(0, SHOWN)) {
      console.log(`  ${String(Math.round(total)).padStart(5)} s  ${file} (${tests} test${tests === 1 ? '' : 's'})`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
