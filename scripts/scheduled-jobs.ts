/**
 * The scheduled job on the Node server: listing expiry and renewal reminders, lapsed seat holds,
 * unfinished checkouts (lib/server/jobs/scheduled.ts). Runs soon after start, then every few
 * minutes; a failed run is logged and tried again next time. `npm run jobs` runs it once.
 */
import { getConfig } from '../src/lib/server/config.ts';
import { getDb } from '../src/lib/server/db/client.ts';
import { changedPages, runScheduledJobs, type JobReport } from '../src/lib/server/jobs/scheduled.ts';
import { getStripe } from '../src/lib/server/payments/stripe.ts';
import { recordChangedKeys } from '../src/lib/server/http/cache-key-log.ts';
import { ANY_KEY } from '../src/lib/server/http/cache-keys.ts';

const EVERY_MS = 5 * 60_000;

/** One run; when it changed what pages show, every server's page cache is told (a change of everything is recorded, as on Workers). */
export async function runJobsOnce(): Promise<JobReport> {
  const config = getConfig();
  const report = await runScheduledJobs(getDb(), {
    stripe: getStripe(),
    origin: config.siteUrl ? new URL(config.siteUrl).origin : config.localOrigin,
  });
  if (changedPages(report)) await recordChangedKeys(getDb(), [ANY_KEY]);
  return report;
}

export function startScheduledJobs(onChange: () => void = () => {}): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await runJobsOnce();
      if (changedPages(report)) onChange();
      if (Object.values(report).some((count) => count > 0)) console.log('Scheduled jobs:', JSON.stringify(report));
    } catch (error) {
      console.error('Scheduled jobs failed (trying again later):', error);
    } finally {
      running = false;
    }
  };
  setTimeout(tick, 5_000).unref();
  setInterval(tick, EVERY_MS).unref();
}
