/**
 * `npm test`: the whole suite, stage by stage (types, lint, format and import circles; unit and API
 * tests; the Node build; the browser tests; the Workers bundle), stopping at the first failure.
 * Prints each stage's time at the end, so the change that slows the suite is seen at once (the
 * browser tests also list their ten slowest files, playwright.config.ts).
 */
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['check', 'types, lint, format, import circles'],
  ['test:unit', 'unit and API tests'],
  ['build', 'Node build'],
  ['test:e2e', 'browser tests'],
  ['test:edge', 'Workers bundle'],
] as const;

const times: string[] = [];
let failed: string | undefined;
const started = Date.now();
for (const [script, what] of STAGES) {
  const stageStarted = Date.now();
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - stageStarted) / 1000);
  times.push(`  ${script.padEnd(10)} ${String(seconds).padStart(5)} s  ${what}${run.status === 0 ? '' : '  FAILED'}`);
  if (run.status !== 0) {
    failed = script;
    break;
  }
}
console.log(
  `\nStage times:\n${times.join('\n')}\n  ${'total'.padEnd(10)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`,
);
if (failed) {
  console.error(`npm test failed at ${failed}`);
  process.exit(1);
}
