/** Thin request middleware: turns an absent database into a clear 503 page instead of a crash. */
import { defineMiddleware } from 'astro:middleware';
import { DatabaseUnavailableError } from './lib/server/db/client.ts';
import { renderServiceUnavailable } from './lib/server/service-unavailable.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return renderServiceUnavailable(context.url.pathname);
    throw error;
  }
});
