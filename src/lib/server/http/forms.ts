/** Helpers for plain HTML form posts: safe parsing, the honeypot, and the sender's address. */
import type { APIContext, AstroGlobal } from 'astro';
import { readLimitedFormData } from './body-limit.ts';

/** Name of the hidden field real visitors leave empty (see components/forms/Honeypot.astro). */
export const HONEYPOT_FIELD = 'homepage';

/**
 * The posted form as plain strings; malformed, non-form or oversized bodies (over 1 MB, read no
 * further) give an empty record, never a crash, so the page shows its normal refusal.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  try {
    const data = await readLimitedFormData(request);
    for (const [key, value] of data.entries()) {
      if (typeof value === 'string' && !(key in values)) values[key] = value;
    }
  } catch {
    // Not a form body, or too large: treated as an empty submission, which validation then refuses.
  }
  return values;
}

/** All values of a repeated field (checkbox groups); the same limits as readForm. */
export async function readFormAll(request: Request): Promise<{ values: Record<string, string>; lists: Record<string, string[]> }> {
  const values: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  try {
    const data = await readLimitedFormData(request);
    for (const [key, value] of data.entries()) {
      if (typeof value !== 'string') continue;
      (lists[key] ??= []).push(value);
      if (!(key in values)) values[key] = value;
    }
  } catch {
    // as above
  }
  return { values, lists };
}

/** True when a bot filled the hidden field: the caller pretends success and stores nothing. */
export function isSpam(values: Record<string, string>): boolean {
  return (values[HONEYPOT_FIELD] ?? '').trim() !== '';
}

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
