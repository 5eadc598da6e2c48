/** What every form needs besides its schema: the sender's address (rate limits) and one message per field. */
import type { APIContext, AstroGlobal } from 'astro';
import { saidOfKey, type Text } from '#lib/i18n/said.ts';

/** The client's address, for rate limits: the adapter's value, else Cloudflare's header. */
export function clientIp(context: Pick<APIContext | AstroGlobal, 'clientAddress' | 'request'>): string {
  try {
    const address = context.clientAddress;
    if (address) return address;
  } catch {
    // Not provided by this adapter or request.
  }
  return context.request.headers.get('cf-connecting-ip') ?? 'unknown';
}

/**
 * First error message per field, from a zod error's issues: the one way from zod to answers. A
 * schema names a message by its token (`messageKey`, lib/i18n/said.ts), which becomes the message,
 * to be said in the reader's language; other schemas still word their messages in English.
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, Text> {
  const errors: Record<string, Text> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= saidOfKey(issue.message) ?? issue.message;
  }
  return errors;
}
