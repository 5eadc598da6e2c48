/**
 * `npm test`: the whole suite, stage by stage (types, lint, format and import circles; unit and API
 * tests; the Node build; two servers on one database; the browser tests; the Workers bundle),
 * stopping at the first failure.
 * Prints each stage's time at the end, so the change that slows the suite is seen at once (the
 * browser tests also list their ten slowest files, playwright.config.ts).
 *
 * The check and the unit tests share nothing they write, and the type check spends much of its
 * time waiting rather than computing: they run side by side, each printing its output whole when it
 * ends. The rest runs in turn: the browser tests need the build, and use both cores themselves.
 */
import { spawn } from 'node:child_process';

type Stage = readonly [script: string, what: string];

const STEPS: readonly (readonly Stage[])[] = [
  [
    ['check', 'types, lint, format, import circles'],
    ['test:unit', 'unit and API tests'],
  ],
  [['build', 'Node build']],
  [['test:multi', 'two servers, one database']],
  [['test:e2e', 'browser tests']],
  [['test:edge', 'Workers bundle']],
];

type Outcome = { script: string; what: string; seconds: number; ok: boolean };

/** Runs `npm run <script>`: its output goes straight through when it runs alone, whole at its end otherwise. */
function run([script, what]: Stage, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n--- ${script} (${seconds} s, side by side)\n${Buffer.concat(output).toString()}`);
      done({ script, what, seconds, ok });
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

const outcomes: Outcome[] = [];
const started = Date.now();
for (const step of STEPS) {
  if (step.length > 1) console.log(`--- ${step.map(([script]) => script).join(' and ')}, side by side`);
  outcomes.push(...(await Promise.all(step.map((stage) => run(stage, step.length === 1)))));
  if (outcomes.some((outcome) => !outcome.ok)) break;
}

const lines = outcomes.map(
  ({ script, what, seconds, ok }) => `  ${script.padEnd(10)} ${String(seconds).padStart(5)} s  ${what}${ok ? '' : '  FAILED'}`,
);
console.log(
  `\nStage times:\n${lines.join('\n')}\n  ${'total'.padEnd(10)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`,
);
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.script);
if (failed.length > 0) {
  console.error(`npm test failed at ${failed.join(' and ')}`);
  process.exit(1);
}
