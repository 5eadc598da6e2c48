/**
 * The scheduled job's run (scripts/scheduled-jobs.ts, what each server runs on its timer), loaded
 * ahead and started when the parent writes a line: two of these run it at the same moment.
 * Prints "ready" once loaded, then the run's report as JSON.
 */
import { once } from 'node:events';
import { runJobsOnce } from '../../scripts/scheduled-jobs.ts';
import { closeDb } from '../../src/lib/server/db/client.ts';

process.stdout.write('ready\n');
await once(process.stdin, 'data');
const report = await runJobsOnce();
process.stdout.write(`${JSON.stringify(report)}\n`);
closeDb();
