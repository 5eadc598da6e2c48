import { describe, expect, it } from 'vitest';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { answerWithEdgeCache, type EdgeCacheStore } from '#lib/server/http/edge-cache.ts';
import { currentGeneration, keysChangedSince, lastChangeOf, recordChangedKeys } from '#lib/server/http/cache-key-log.ts';
import { pageViews } from '#db/schema.ts';

const { db } = await useFreshDatabase();

/** The Cache API as a map of addresses (it keeps what it is given). */
function fakeStore(): EdgeCacheStore & { keys: string[]; kept: Map<string, Response> } {
  const kept = new Map<string, Response>();
  return {
    keys: [],
    kept,
    async match(key) {
      return kept.get(key.url)?.clone();
    },
    async put(key, response) {
      this.keys.push(key.url);
      kept.set(key.url, response);
    },
  };
}

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const SHARED = 'public, max-age=0, s-maxage=60';

/** A Worker in front of a counting app: each answer says which render drew it. */
function worker() {
  const store = fakeStore();
  const renders = new Map<string, number>();
  const pending: Promise<unknown>[] = [];
  const ask = async (path: string, init: RequestInit = {}, answer: ResponseInit = { headers: { 'cache-control': SHARED } }) => {
    const response = await answerWithEdgeCache(
      new Request(`https://harlem.example${path}`, { ...init, headers: { 'user-agent': SAFARI, ...init.headers } }),
      {
        store,
        db: () => db,
        render: async () => {
          renders.set(path, (renders.get(path) ?? 0) + 1);
          return new Response(`${path} page ${renders.get(path)}`, answer);
        },
        waitUntil: (promise) => void pending.push(promise),
      },
    );
    await Promise.all(pending.splice(0));
    return { response, text: await response.text() };
  };
  const write = (changed: string | null, status = 303) =>
    ask('/_actions/thing', { method: 'POST' }, { status, headers: changed === null ? {} : { 'x-cache-changed': changed } });
  return { store, ask, write };
}

describe('the key log', () => {
  it('records a write’s keys at one new generation, in one round trip, and tells what changed since', async () => {
    const before = await currentGeneration(db);
    expect(await countRoundTrips(() => recordChangedKeys(db, ['business:7', 'businesses:list']))).toBe(1);
    expect(await currentGeneration(db)).toBe(before + 1);
    await recordChangedKeys(db, ['business:7']);
    expect(await keysChangedSince(db, before)).toEqual(
      expect.arrayContaining([
        { key: 'business:7', version: before + 2 },
        { key: 'businesses:list', version: before + 1 },
      ]),
    );
    expect(await keysChangedSince(db, before + 1)).toEqual([{ key: 'business:7', version: before + 2 }]);
    expect(await lastChangeOf(db, ['businesses:list', 'events:list'])).toEqual({ lastChange: before + 1, generation: before + 2 });
    // A page that named nothing is touched by every change.
    expect(await lastChangeOf(db, ['*'])).toEqual({ lastChange: before + 2, generation: before + 2 });
  });
});

describe('the Cache API on Workers', () => {
  it('serves a marked page from the cache until a write changes what it shows, counting views, and never for cookies', async () => {
    const { store, ask, write } = worker();
    const page = { headers: { 'cache-control': SHARED, 'x-page-view': 'business:7', 'x-cache-keys': 'business:7' } };
    const first = await ask('/business/7', {}, page);
    expect(first.text).toBe('/business/7 page 1');
    expect(first.response.headers.get('x-page-view')).toBeNull();
    expect(first.response.headers.get('x-cache-keys')).toBeNull();
    const second = await ask('/business/7', {}, page);
    expect(second.text).toBe('/business/7 page 1');
    expect(second.response.headers.get('x-page-view')).toBeNull();
    expect(second.response.headers.get('x-cache-keys')).toBeNull();
    expect(second.response.headers.get('x-cache-version')).toBeNull();
    // The cached view still counts.
    expect((await db.select().from(pageViews))[0]).toMatchObject({ kind: 'business', subjectId: 7, views: 1 });

    // A cookie: rendered, and nothing kept; the known-browser cookie alone reads the cache.
    expect((await ask('/business/7', { headers: { cookie: 'harlem_session=abc' } }, page)).text).toBe('/business/7 page 2');
    expect((await ask('/business/7', { headers: { cookie: 'harlem_device=7.abc.sig' } }, page)).text).toBe('/business/7 page 1');

    // A write that changed another business, or nothing public: the page stays, and the header is never sent.
    const other = await write('business:8');
    expect(other.response.headers.get('x-cache-changed')).toBeNull();
    expect((await write('')).response.status).toBe(303);
    expect((await ask('/business/7', {}, page)).text).toBe('/business/7 page 1');
    // A write that changed it: the next visitor gets a fresh page.
    await write('business:7 businesses:list');
    expect((await ask('/business/7', {}, page)).text).toBe('/business/7 page 3');
    expect((await ask('/business/7', {}, page)).text).toBe('/business/7 page 3');
    // A refused write changes nothing; a write that named nothing changes everything.
    await write('business:7', 403);
    expect((await ask('/business/7', {}, page)).text).toBe('/business/7 page 3');
    await write(null);
    expect((await ask('/business/7', {}, page)).text).toBe('/business/7 page 4');

    // Answers that are not for everyone are never kept.
    const privateAnswer = { headers: { 'cache-control': 'private, no-store' } };
    await ask('/dashboard', {}, privateAnswer);
    expect((await ask('/dashboard', {}, privateAnswer)).text).toBe('/dashboard page 2');
    expect(store.keys.every((key) => !key.includes('dashboard'))).toBe(true);
  });

  it('keeps a page that named no key only until any change, and reads the database once a hit', async () => {
    const { ask, write } = worker();
    const page = { headers: { 'cache-control': SHARED, 'x-cache-keys': '*' } };
    await ask('/news', {}, page);
    const hit = await countRoundTrips(() => ask('/news', {}, page));
    expect(hit).toBe(1);
    expect((await ask('/news', {}, page)).text).toBe('/news page 1');
    await write('event:3');
    expect((await ask('/news', {}, page)).text).toBe('/news page 2');
  });

  it('never keeps a page drawn while a write changed what it shows', async () => {
    const store = fakeStore();
    let renders = 0;
    const pending: Promise<unknown>[] = [];
    const ask = async () => {
      const response = await answerWithEdgeCache(new Request('https://harlem.example/events'), {
        store,
        db: () => db,
        render: async () => {
          renders++;
          // The write lands while the page is drawn (after its generation was read).
          if (renders === 1) await recordChangedKeys(db, ['events:list']);
          return new Response(`page ${renders}`, { headers: { 'cache-control': SHARED, 'x-cache-keys': 'events:list' } });
        },
        waitUntil: (promise) => void pending.push(promise),
      });
      await Promise.all(pending.splice(0));
      return response.text();
    };
    expect(await ask()).toBe('page 1');
    expect(await ask()).toBe('page 2');
    expect(await ask()).toBe('page 2');
  });
});
