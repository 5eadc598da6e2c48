import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig, resetConfig } from '#lib/server/config.ts';
import { closeDb } from '#lib/server/db/client.ts';
import { hashPassword, verifyPassword } from '#lib/server/auth/password.ts';
import { GET as healthRoute } from '#pages/api/health.ts';
import { GET as businessesRoute } from '#pages/api/businesses/index.ts';
import { GET as eventRoute } from '#pages/api/events/[id].ts';
import { renderServiceUnavailable } from '#lib/server/http/service-unavailable.ts';
import { callApi } from '../helpers/api.ts';

describe('configuration', () => {
  it('defaults to an embedded file database on Node', () => {
    expect(parseConfig({}, 'node').databaseUrl).toBe('file:data/harlem.db');
    expect(parseConfig({ DATABASE_URL: 'libsql://guide.turso.io', DATABASE_AUTH_TOKEN: 't' }, 'node')).toMatchObject({
      databaseUrl: 'libsql://guide.turso.io',
      databaseAuthToken: 't',
    });
  });

  it('has no database on Workers unless a hosted URL is configured', () => {
    expect(parseConfig({}, 'workers').databaseUrl).toBeNull();
    expect(parseConfig({ DATABASE_URL: 'file:data/harlem.db' }, 'workers').databaseUrl).toBeNull();
    expect(parseConfig({ DATABASE_URL: 'libsql://guide.turso.io' }, 'workers').databaseUrl).toBe('libsql://guide.turso.io');
  });

  it('uses OpenStreetMap tiles unless told otherwise, and none turns tiles off', () => {
    expect(parseConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(parseConfig({ MAP_TILE_URL: 'http://127.0.0.1:9000/{z}/{x}/{y}.png' }).mapTileUrl).toBe('http://127.0.0.1:9000/{z}/{x}/{y}.png');
    expect(parseConfig({ MAP_TILE_URL: 'none' }).mapTileUrl).toBeNull();
  });

  it('seeds demo data by default only in local mode, and elsewhere only when asked twice', () => {
    expect(parseConfig({}).seedDemoData).toBe(true);
    expect(parseConfig({ DATABASE_URL: 'libsql://guide.turso.io' }).seedDemoData).toBe(false);
    expect(() => parseConfig({ DATABASE_URL: 'libsql://guide.turso.io', SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA_CONFIRM/);
    expect(
      parseConfig({ DATABASE_URL: 'libsql://guide.turso.io', SEED_DEMO_DATA: 'true', SEED_DEMO_DATA_CONFIRM: 'public-demo' }).seedDemoData,
    ).toBe(true);
    expect(parseConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => parseConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA must be true or false/);
  });

  it('fails with a readable message on an invalid setting', () => {
    expect(() => parseConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL must be an absolute URL/);
  });
});

describe('without a database', () => {
  const saved = process.env.DATABASE_URL;
  afterEach(() => {
    process.env.DATABASE_URL = saved;
    resetConfig();
  });

  it('data routes answer a clear 503 when the database cannot be reached', async () => {
    process.env.DATABASE_URL = 'libsql://unreachable.invalid';
    resetConfig();
    closeDb();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = await callApi(businessesRoute, '/api/businesses');
    expect(list).toMatchObject({ status: 503, body: { code: 'database_unavailable' } });
    expect((await callApi(eventRoute, '/api/events/1', { id: '1' })).status).toBe(503);
    const health = await callApi(healthRoute, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    // An unreachable database is an incident: it is logged for the operators.
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([expect.stringContaining('Database unavailable on /api/businesses')]),
    );
    logged.mockRestore();
  });

  it('the unavailable answers explain themselves as JSON for the API and HTML for pages', async () => {
    const api = renderServiceUnavailable('/api/businesses');
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ code: 'database_unavailable' });
    const page = renderServiceUnavailable('/');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Temporarily Unavailable');
  });
});

describe('passwords', () => {
  it('hash with scrypt, verify, and reject tampering', async () => {
    const hash = await hashPassword('brownstone-1925');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('brownstone-1925', hash)).toBe(true);
    expect(await verifyPassword('brownstone-1926', hash)).toBe(false);
    expect(await verifyPassword('brownstone-1925', 'garbage')).toBe(false);
    expect(await hashPassword('brownstone-1925')).not.toBe(hash);
  });
});
