/**
 * Work a server does at start or on its timer, loaded ahead and started when the parent writes a
 * line, so that several processes do it at the same moment: `jobs` runs the scheduled job once
 * (scripts/scheduled-jobs.ts) and prints its report as JSON; `migrate` migrates DATABASE_URL as a
 * starting server does. Prints "ready" once loaded.
 */
import { once } from 'node:events';
import { runJobsOnce } from '../../scripts/scheduled-jobs.ts';
import { prepareDatabase } from '../../scripts/prepare-database.ts';
import { closeDb } from '../../src/lib/server/db/client.ts';

const work = process.argv[2];
if (work !== 'jobs' && work !== 'migrate') throw new Error('Say what to run: jobs or migrate.');
process.stdout.write('ready\n');
await once(process.stdin, 'data');
if (work === 'jobs') process.stdout.write(`${JSON.stringify(await runJobsOnce())}\n`);
else await prepareDatabase({ seed: false });
closeDb();
