import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../helpers/database.ts';
import { answerWithEdgeCache, currentGeneration, type EdgeCacheStore } from '#lib/server/http/edge-cache.ts';
import { pageViews } from '#db/schema.ts';

const { db } = await useFreshDatabase();

/** The Cache API as a map of addresses (it keeps what it is given). */
function fakeStore(): EdgeCacheStore & { keys: string[] } {
  const kept = new Map<string, Response>();
  return {
    keys: [],
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

describe('the Cache API on Workers', () => {
  it('serves a marked page from the cache until a write, counting views, and never for cookies', async () => {
    const store = fakeStore();
    let renders = 0;
    const pending: Promise<unknown>[] = [];
    const ask = async (
      path: string,
      init: RequestInit = {},
      answer: ResponseInit = { headers: { 'cache-control': 'public, max-age=0, s-maxage=60', 'x-page-view': 'business:7' } },
    ) => {
      const response = await answerWithEdgeCache(
        new Request(`https://harlem.example${path}`, { ...init, headers: { 'user-agent': SAFARI, ...init.headers } }),
        {
          store,
          db: () => db,
          render: async () => {
            renders++;
            return new Response(`page ${renders}`, answer);
          },
          waitUntil: (promise) => void pending.push(promise),
        },
      );
      await Promise.all(pending.splice(0));
      return { response, text: await response.text() };
    };

    const first = await ask('/business/7');
    expect(first.text).toBe('page 1');
    expect(first.response.headers.get('x-page-view')).toBeNull();
    const second = await ask('/business/7');
    expect(second.text).toBe('page 1');
    expect(second.response.headers.get('x-page-view')).toBeNull();
    expect(renders).toBe(1);
    // The cached view still counts.
    expect((await db.select().from(pageViews))[0]).toMatchObject({ kind: 'business', subjectId: 7, views: 1 });

    // A cookie: rendered, and nothing kept; the known-browser cookie alone reads the cache.
    expect((await ask('/business/7', { headers: { cookie: 'harlem_session=abc' } })).text).toBe('page 2');
    expect((await ask('/business/7', { headers: { cookie: 'harlem_device=7.abc.sig' } })).text).toBe('page 1');

    // A successful write moves the generation on: the next visitor gets a fresh page.
    const before = await currentGeneration(db);
    await ask('/_actions/reviews.save', { method: 'POST' }, { status: 303 });
    expect(await currentGeneration(db)).toBe(before + 1);
    expect((await ask('/business/7')).text).toBe('page 4');
    // A refused write changes nothing.
    await ask('/_actions/reviews.save', { method: 'POST' }, { status: 403 });
    expect(await currentGeneration(db)).toBe(before + 1);
    expect((await ask('/business/7')).text).toBe('page 4');

    // Answers that are not for everyone are never kept.
    const privateAnswer = { headers: { 'cache-control': 'private, no-store' } };
    await ask('/dashboard', {}, privateAnswer);
    expect((await ask('/dashboard', {}, privateAnswer)).text).toBe('page 7');
    expect(store.keys.length).toBeGreaterThan(0);
    expect(store.keys.every((key) => key.includes('__generation='))).toBe(true);
  });
});
