/**
 * Rules every test file keeps, so that a green run means what it says: nothing focused with
 * `.only` (it quietly skips every other test of its file, and with CI's forbidOnly fails the run),
 * and no fixed sleeps (`waitForTimeout`): a spec waits for the state it needs, or moves the page's
 * clock (page.clock), instead of hoping a few seconds are enough.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (readdirSync('tests', { recursive: true }) as string[])
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => join('tests', name));

/** Each line of the test files the pattern finds, as "file:line: text". */
const linesMatching = (pattern: RegExp) =>
  files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );

describe('the test files', () => {
  it('are read: the browser specs and the unit tests', () => {
    expect(files.filter((file) => file.startsWith(join('tests', 'e2e'))).length).toBeGreaterThan(10);
    expect(files.filter((file) => file.startsWith(join('tests', 'unit'))).length).toBeGreaterThan(10);
  });

  it('focus no test or suite with .only', () => {
    expect(linesMatching(/\b(?:test|it|describe|suite)(?:\.\w+)*\.only\(/)).toEqual([]);
  });

  it('never sleep a fixed time', () => {
    expect(linesMatching(/\bwaitForTimeout\(/)).toEqual([]);
  });
});
