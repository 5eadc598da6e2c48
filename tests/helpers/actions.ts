/** Calls an action (src/actions) in-process, as the middleware or an island would, against the test database. */
import type { SessionUser } from '#lib/server/auth/session.ts';
import { withCacheKeys } from '#lib/server/http/cache-keys.ts';
import { cookieJar, refuseUnnamedWrite } from './api.ts';

type Result = { data?: any; error?: any };

export async function callAction(
  action: unknown,
  values: Record<string, unknown>,
  options: { user?: SessionUser | null; ip?: string; path?: string; locale?: 'en' | 'es' | 'fr' } = {},
): Promise<Result & { cookies: Map<string, string>; changed: Set<string> | null; shows: Set<string> }> {
  const url = new URL(options.path ?? '/', 'http://localhost');
  const jar = cookieJar();
  const context = {
    locals: { user: options.user ?? null, session: null, ...(options.locale && { locale: options.locale }) },
    cookies: jar.cookies,
    request: new Request(url, { method: 'POST' }),
    url,
    clientAddress: options.ip ?? '198.51.100.77',
    isPrerendered: false,
    site: undefined,
  };
  // What it changed, gathered as the middleware does (cache-keys.ts).
  const { result, changed, shows } = await withCacheKeys(() =>
    (action as (input: unknown, context: unknown) => Promise<Result>)(values, context),
  );
  if (!result.error) refuseUnnamedWrite(changed, 'An action');
  return { ...result, cookies: jar.values, changed, shows };
}

/** The first message of each field of an action's refusal. */
export function fieldsOf(error: { fields?: Record<string, string[]> } | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(error?.fields ?? {}).map(([field, messages]) => [field, messages[0]]));
}
