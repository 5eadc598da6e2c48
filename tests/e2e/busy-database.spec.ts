/**
 * A database another process keeps busy (a migration, a shell, a long job holding the write lock)
 * slows the site down without breaking it: no answer is a 500, writes that could not wait answer
 * 503 with a message, reads go on, and the site works again as soon as the lock is released.
 * Anything unexpected answers the site's error page or JSON with a reference, never an empty 500.
 */
import { createClient } from '@libsql/client';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { useOwnServer } from '../helpers/server.ts';
import { signIn } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });
const { base, server } = useOwnServer('busy-database');

type Answer = { label: string; started: number; status: number; body: string };

/** Requests a signed-in member and a visitor make while the test runs: pages, a read API, and writes. */
function traffic(member: APIRequestContext, visitor: APIRequestContext): Array<() => Promise<Answer>> {
  const call = (label: string, send: () => Promise<import('@playwright/test').APIResponse>) => async (): Promise<Answer> => {
    const started = Date.now();
    const response = await send();
    return { label, started, status: response.status(), body: await response.text() };
  };
  return [
    call('business page', () => visitor.get('/business/3', { headers: { cookie: 'x=1' } })),
    call('events page', () => visitor.get('/events?view=list', { headers: { cookie: 'x=1' } })),
    call('member dashboard', () => member.get('/user-dashboard')),
    call('favorite', () => member.post('/api/user/favorites/5', { headers: { origin: base } })),
    call('unfavorite', () => member.delete('/api/user/favorites/5', { headers: { origin: base } })),
    call('events API', () => visitor.get('/api/events?limit=5')),
  ];
}

test('an outside write lock held for 5 s gives no 500, and the site recovers as soon as it is released', async () => {
  test.setTimeout(60_000);
  const member = await playwrightRequest.newContext({ baseURL: base });
  const visitor = await playwrightRequest.newContext({ baseURL: base });
  await signIn(member, 'member', base);
  const calls = traffic(member, visitor);

  const outside = createClient({ url: `file:${server.databaseFile}`, timeout: 10_000 });
  const lock = await outside.transaction('write');
  await lock.execute(
    "insert into contact_messages (name, email, subject, message) values ('Shell', 'shell@example.com', 'Held', 'A long job')",
  );
  const during: Answer[] = [];
  const holdUntil = Date.now() + 5000;
  // Two visitors' worth of traffic while the lock is held.
  await Promise.all(
    [0, 1].map(async (lane) => {
      for (let i = lane; Date.now() < holdUntil; i++) during.push(await calls[i % calls.length]());
    }),
  );
  await lock.commit();
  const released = Date.now();
  const after = await Promise.all(calls.map((call) => call()));
  outside.close();

  expect(during.length).toBeGreaterThan(4);
  expect(during.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
  // Reads go on while another process writes.
  expect(during.some((answer) => answer.label === 'business page' && answer.status === 200)).toBe(true);
  // A write that could not wait is told so, in words, never with an empty body.
  for (const answer of during.filter((answer) => answer.status === 503))
    expect(answer.body).toMatch(/not available right now|Temporarily Unavailable/);
  // Everything asked after the release works at once: no connection is left stuck on the old state.
  expect(after.map((answer) => `${answer.label} ${answer.status}`)).toEqual(
    calls.map((_, i) => `${['business page', 'events page', 'member dashboard', 'favorite', 'unfavorite', 'events API'][i]} 200`),
  );
  console.log(
    `busy database: ${during.length} answers during the lock (${during.filter((a) => a.status === 503).length} × 503), all ${after.length} answers after the release within ${Date.now() - released} ms`,
  );
});

test('an unexpected failure answers the error page or JSON with a reference, never an empty 500', async () => {
  // A table the pages need has gone (a bad migration, a hand edit): a real failure, not a lock.
  const outside = createClient({ url: `file:${server.databaseFile}`, timeout: 10_000 });
  await outside.execute('alter table events rename to events_gone');
  try {
    const visitor = await playwrightRequest.newContext({ baseURL: base });
    const page = await visitor.get('/es/events?view=list', { headers: { cookie: 'x=1' } });
    expect(page.status()).toBe(500);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Algo salió mal');
    const reference = /referencia: ([0-9a-f]{8})/.exec(html)?.[1];
    expect(reference).toMatch(/^[0-9a-f]{8}$/);
    const api = await visitor.get('/api/events/1');
    expect(api.status()).toBe(500);
    expect(await api.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      reference: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
  } finally {
    await outside.execute('alter table events_gone rename to events');
    outside.close();
  }
});
