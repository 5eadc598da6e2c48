/**
 * What pages show and what writes change, named for the page caches (cache-keys.ts, decision 032):
 * every action and every write endpoint says what it changes (a write added without saying fails
 * here, and its own tests fail when it succeeds without naming: tests/helpers/api.ts); a favorite
 * and a sign-in change nothing public; an owner's edit names its business, the lists and its
 * board; the shared pages name what they show instead of everything.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { server } from '#actions/index.ts';
import { changesOf } from '#lib/server/actions/define-action.ts';
import { createAccount } from '#lib/server/auth/accounts.ts';
import { getBusinessPage } from '#lib/server/businesses/business-page.ts';
import { getDirectoryPage } from '#lib/server/businesses/directory.ts';
import { changedKeysValue, pageKeysValue, withCacheKeys } from '#lib/server/http/cache-keys.ts';
import { PATCH as patchBusiness } from '#pages/api/businesses/[id].ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

/** Every action the site defines, by its name ("owner.updateBusiness"). */
function actionsOf(group: object, prefix = ''): [string, unknown][] {
  return Object.entries(group).flatMap(([name, value]) =>
    typeof value === 'function' ? [[`${prefix}${name}`, value] as [string, unknown]] : actionsOf(value as object, `${prefix}${name}.`),
  );
}

/** Every page and endpoint file with what it exports for a write method. */
function writeExports(dir = 'src/pages'): { file: string; method: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return writeExports(path);
    const text = readFileSync(path, 'utf8');
    const methods = [...text.matchAll(/export (?:const|async function|function) (POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1]);
    const astroPost = path.endsWith('.astro') && /request\.method === 'POST'/.test(text) ? ['POST'] : [];
    return [...methods, ...astroPost].map((method) => ({ file: path, method, text }));
  });
}

describe('every write says what it changes', () => {
  it('each action declares it: nothing public, its keys, or named by its service', () => {
    const actions = actionsOf(server);
    expect(actions.length).toBeGreaterThan(100);
    const undeclared = actions.filter(([, action]) => changesOf(action) === undefined).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('each write endpoint is an apiWrite (declaring it), and a page taking a post hands it to an action', () => {
    const writes = writeExports();
    expect(writes.length).toBeGreaterThan(25);
    const undeclared = writes
      .filter(({ file, method, text }) =>
        file.endsWith('.astro') ? !text.includes('Astro.callAction(') : !new RegExp(`export const ${method} = apiWrite\\(`).test(text),
      )
      .map(({ file, method }) => `${method} ${file}`);
    expect(undeclared).toEqual([]);
  });
});

describe('what writes change and pages show', async () => {
  const { db } = await useFreshDatabase();
  const central = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const east = await createBoard(db, { number: 11, name: 'East Harlem' });
  const food = await createCategory(db, { name: 'Restaurants' });
  const kitchen = await createBusiness(db, { name: 'Test Soul Kitchen', communityBoardId: central.id, categoryId: food.id });
  const owner = await storeAccount(db, 'business_owner', { businessId: kitchen.id });
  const member = await storeAccount(db, 'user');

  it('a favorite and a sign-in change nothing public: an empty list of keys, not every page', async () => {
    const saved = await callAction(server.favorites.change, { businessId: String(kitchen.id), intent: 'add' }, { user: member });
    expect(saved.error).toBeUndefined();
    expect(changedKeysValue(saved.changed)).toBe('');

    const email = 'cache-keys@example.com';
    const password = 'brownstone-stoop-42';
    expect((await createAccount({ email, password, firstName: 'Ada', lastName: null, role: 'user' }, '192.0.2.60')).ok).toBe(true);
    const signedIn = await callAction(server.auth.signIn, { email, password, next: '/' }, { ip: '192.0.2.61' });
    expect(signedIn.error).toBeUndefined();
    expect(signedIn.cookies.size).toBeGreaterThan(0);
    expect(changedKeysValue(signedIn.changed)).toBe('');
  });

  it('an owner’s edit names the business, the lists and its board; a move names both boards', async () => {
    const edited = await callAction(
      server.owner.updateBusiness,
      {
        businessId: String(kitchen.id),
        name: 'Test Soul Kitchen',
        address: '2 West 125th Street',
        categoryId: String(food.id),
        communityBoardId: String(central.id),
        description: 'Smothered chicken, candied yams and a Sunday gospel brunch.',
      },
      { user: owner },
    );
    expect(edited.error).toBeUndefined();
    expect(changedKeysValue(edited.changed)).toBe(`board:10 business:${kitchen.id} businesses:list events:list`);

    const moved = await callApi(
      patchBusiness,
      `/api/businesses/${kitchen.id}`,
      { id: String(kitchen.id) },
      { method: 'PATCH', json: { communityBoardId: east.id }, user: owner },
    );
    expect(moved.status).toBe(200);
    expect(changedKeysValue(moved.changed)).toBe(`board:10 board:11 business:${kitchen.id} businesses:list events:list`);
  });

  it('a business page names its business, not every record; the directory names the list of businesses', async () => {
    const page = await withCacheKeys(() => getBusinessPage(db, kitchen.id));
    expect(page.result?.business.name).toBe('Test Soul Kitchen');
    expect(pageKeysValue(page.shows)).not.toBe('*');
    expect([...page.shows]).toContain(`business:${kitchen.id}`);
    expect([...page.shows].filter((key) => key.startsWith('business:'))).toEqual([`business:${kitchen.id}`]);

    const directory = await withCacheKeys(() => getDirectoryPage(db, {}, 1));
    expect(directory.result.businesses.map((business) => business.name)).toContain('Test Soul Kitchen');
    expect(pageKeysValue(directory.shows)).toBe('businesses:list');
  });
});
