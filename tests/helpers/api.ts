/** Calls an Astro endpoint handler directly, as the server would, and reads its JSON answer. */
import type { APIContext, APIRoute } from 'astro';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { withCacheKeys } from '#lib/server/http/cache-keys.ts';

export type CallOptions = {
  /** HTTP method (GET unless given). */
  method?: string;
  /** The signed-in account, as the middleware would put it in locals (signed out by default). */
  user?: SessionUser | null;
  /** A JSON body. */
  json?: unknown;
  /** A form post body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A multipart form (file uploads); its content type is set from it. */
  multipart?: FormData;
  /** More request headers (accept, range). */
  headers?: Record<string, string>;
};

/** A cookie jar standing in for Astro.cookies: what the handler set is returned as `cookies`. */
export function cookieJar() {
  const values = new Map<string, string>();
  return {
    values,
    cookies: {
      get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
      has: (name: string) => values.has(name),
      set: (name: string, value: string | object) => void values.set(name, typeof value === 'string' ? value : JSON.stringify(value)),
      delete: (name: string) => void values.delete(name),
    },
  };
}

export async function callApi(handler: APIRoute, path: string, params: Record<string, string> = {}, options: CallOptions = {}) {
  const url = new URL(path, 'http://localhost');
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.multipart) {
    // The Request works out the boundary; its bytes then go out as a browser would send them.
    const encoded = new Request('http://localhost', { method: 'POST', body: options.multipart });
    headers.set('content-type', encoded.headers.get('content-type')!);
    body = new Uint8Array(await encoded.arrayBuffer());
  } else if (options.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  }
  const request = new Request(url, { method: options.method ?? 'GET', headers, body });
  const jar = cookieJar();
  const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });
  const locals = { user: options.user ?? null, session: null };
  // What it showed and changed, gathered as the middleware does (cache-keys.ts).
  const { result, changed, shows } = await withCacheKeys(async () =>
    handler({ url, request, params, locals, cookies: jar.cookies, redirect } as unknown as APIContext),
  );
  const response = result;
  if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && response.status < 400)
    refuseUnnamedWrite(changed, `${request.method} ${path}`);
  const text = await response.text();
  let parsed: any;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed, cookies: jar.values, changed, shows };
}

/**
 * A successful write must say what it changed of the public pages (cache-keys.ts, decision 032):
 * one that named nothing would empty every cached page. Every test that runs a write checks it.
 */
export function refuseUnnamedWrite(changed: Set<string> | null, what: string): void {
  if (changed === null)
    throw new Error(`${what} succeeded without naming what it changed: contentChanged(...keys), or contentChanged() when nothing public`);
}
