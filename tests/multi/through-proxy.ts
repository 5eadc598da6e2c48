/**
 * Requests through the round-robin proxy in front of several servers (Node servers in tests/multi,
 * Workers isolates in tests/edge-isolates), to whichever is next or to one named by its letter.
 */
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed-data/people.ts';

export type Backend = 'a' | 'b';
export type CallOptions = {
  /** Sent to this server rather than the next in turn. */
  to?: Backend;
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
};

/** A demo account by the start of its email ("owner", "premium"…). */
export const demoAccount = (prefix: string) => DEMO_ACCOUNTS.find((candidate) => candidate.email.startsWith(`${prefix}@`))!;

/** `base` gives the proxy's address once it is up. */
export function throughProxy(base: () => string) {
  function call(path: string, { to, method = 'GET', json, body, cookie, headers = {} }: CallOptions = {}): Promise<Response> {
    const sent = new Headers(headers);
    if (to) sent.set('x-test-server', to);
    if (cookie) sent.set('cookie', cookie);
    if (json !== undefined) sent.set('content-type', 'application/json');
    return fetch(`${base()}${path}`, { method, headers: sent, body: json !== undefined ? JSON.stringify(json) : body, redirect: 'manual' });
  }

  /** Signs a demo account in on one server; returns its cookies. */
  async function signIn(prefix: string, to: Backend): Promise<string> {
    const { email, password } = demoAccount(prefix);
    const response = await call('/api/auth/login', { to, method: 'POST', json: { email, password } });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  return { call, signIn };
}
