/** Thin request middleware: turns an absent or unreachable database into a clear 503 instead of a crash. */
import { defineMiddleware } from 'astro:middleware';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './lib/server/db/client.ts';
import { renderServiceUnavailable } from './lib/server/service-unavailable.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // No database configured is a deployment state, not an incident: only log real failures.
    if (!(error instanceof DatabaseUnavailableError)) console.error(`Database unavailable on ${context.url.pathname}:`, error);
    return renderServiceUnavailable(context.url.pathname);
  }
});
