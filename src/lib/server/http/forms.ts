/** What every form needs besides its schema: the sender's address (rate limits) and one message per field. */
import type { APIContext, AstroGlobal } from 'astro';

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

/** First error message per field, from a zod error's issues. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
