/**
 * The Workers entry (wrangler.toml `main`): Astro's request handler, and the Cron Trigger that
 * runs the scheduled job (listing expiry and renewal reminders, lapsed seat holds, unfinished
 * checkouts), as the Node server does on an interval.
 */
import astro from '@astrojs/cloudflare/entrypoints/server';
import { getConfig } from './lib/server/config.ts';
import { getDb } from './lib/server/db/client.ts';
import { runScheduledJobs } from './lib/server/jobs/scheduled.ts';
import { getStripe } from './lib/server/payments/stripe.ts';

type Waiter = { waitUntil(promise: Promise<unknown>): void };

async function runJobs(): Promise<void> {
  try {
    const config = getConfig();
    const report = await runScheduledJobs(getDb(), { stripe: getStripe(), origin: config.siteUrl ? new URL(config.siteUrl).origin : config.localOrigin });
    console.log('Scheduled jobs:', JSON.stringify(report));
  } catch (error) {
    console.error('Scheduled jobs failed (the next trigger tries again):', error instanceof Error ? error.message : error);
  }
}

export default {
  fetch: astro.fetch,
  scheduled(_controller: unknown, _env: unknown, context: Waiter) {
    context.waitUntil(runJobs());
  },
};
