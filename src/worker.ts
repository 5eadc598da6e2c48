/**
 * The Workers entry (wrangler.toml `main`): Astro's request handler behind the Cache API
 * (pages the same for every signed-out visitor, lib/server/http/edge-cache.ts), and the Cron
 * Trigger that runs the scheduled job (listing expiry and renewal reminders, lapsed seat holds,
 * unfinished checkouts), as the Node server does on an interval.
 */
import astro from '@astrojs/cloudflare/entrypoints/server';
import { getConfig } from './lib/server/config.ts';
import { getDb } from './lib/server/db/client.ts';
import { loggableDatabaseFailure } from './lib/server/db/connection-failure.ts';
import { changedPages, runScheduledJobs } from './lib/server/jobs/scheduled.ts';
import { getStripe } from './lib/server/payments/stripe.ts';
import { answerWithEdgeCache, forVisitor, type EdgeCacheStore } from './lib/server/http/edge-cache.ts';
import { recordChangedKeys } from './lib/server/http/cache-key-log.ts';
import { ANY_KEY } from './lib/server/http/cache-keys.ts';

type Waiter = { waitUntil(promise: Promise<unknown>): void };
type Fetch = (request: Request, env: unknown, context: Waiter) => Promise<Response>;

async function runJobs(): Promise<void> {
  try {
    const config = getConfig();
    const report = await runScheduledJobs(getDb(), {
      stripe: getStripe(),
      origin: config.siteUrl ? new URL(config.siteUrl).origin : config.localOrigin,
    });
    // A listing that ended or seats back on sale change what cached pages show.
    if (changedPages(report)) await recordChangedKeys(getDb(), [ANY_KEY]);
    console.log('Scheduled jobs:', JSON.stringify(report));
  } catch (error) {
    const reason = loggableDatabaseFailure(error, databaseUrlOrNull());
    console.error('Scheduled jobs failed (the next trigger tries again):', reason instanceof Error ? reason.message : reason);
  }
}

/** The configured database's address, or null when the settings themselves are refused (that error is the one to log). */
function databaseUrlOrNull(): string | null {
  try {
    return getConfig().databaseUrl;
  } catch {
    return null;
  }
}

export default {
  fetch(request: Request, env: unknown, context: Waiter) {
    const store = (globalThis as unknown as { caches?: { default?: EdgeCacheStore } }).caches?.default;
    const render = () => (astro.fetch as unknown as Fetch)(request, env, context);
    // Without a cache, the headers meant for it still never leave.
    if (!store) return render().then(forVisitor);
    return answerWithEdgeCache(request, { store, db: getDb, render, waitUntil: (promise) => context.waitUntil(promise) });
  },
  scheduled(_controller: unknown, _env: unknown, context: Waiter) {
    context.waitUntil(runJobs());
  },
};
