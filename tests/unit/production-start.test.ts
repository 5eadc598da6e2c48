/**
 * What a production-style start gets: no demo accounts unless asked for twice, no local mode
 * (test checkout, test clock, open outbox) under NODE_ENV=production, return addresses on the
 * host the server binds, and warnings at every start for settings that will surprise someone.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { DEMO_DATA_CONFIRMATION, parseConfig } from '#lib/server/config.ts';
import { requestNow } from '#lib/server/http/request-clock.ts';
import { startWarnings } from '../../scripts/serve/start-warnings.ts';
import { rewriteOrigin } from '../../scripts/serve/served-origin.ts';
import { loadPrecompressed } from '../../scripts/serve/precompressed.ts';
import { warnOfDemoAccounts } from '../../scripts/prepare-database.ts';
import { users } from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const file = { DATABASE_URL: 'file:data/harlem.db' };
const production = { ...file, NODE_ENV: 'production', SITE_URL: 'https://harlem.example' };

describe('demo data and local mode', () => {
  it('seeds demo accounts only in local mode unless SEED_DEMO_DATA says so', () => {
    expect(parseConfig({ ...file }).seedDemoData).toBe(true);
    // The start that took the README's admin password: an https site on the default file database.
    expect(parseConfig(production).seedDemoData).toBe(false);
    expect(parseConfig({ ...file, HOST: '0.0.0.0' }).seedDemoData).toBe(false);
    expect(parseConfig({ ...file, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'libsql://guide.turso.io' }).seedDemoData).toBe(false);
  });

  it('refuses SEED_DEMO_DATA outside local mode without the confirmation, naming both settings', () => {
    expect(() => parseConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow(
      /SEED_DEMO_DATA: true outside local mode[\s\S]*SEED_DEMO_DATA_CONFIRM=public-demo/,
    );
    expect(() => parseConfig({ ...production, SEED_DEMO_DATA: 'true', SEED_DEMO_DATA_CONFIRM: 'yes' })).toThrow(/SEED_DEMO_DATA_CONFIRM/);
    expect(parseConfig({ ...production, SEED_DEMO_DATA: 'true', SEED_DEMO_DATA_CONFIRM: DEMO_DATA_CONFIRMATION }).seedDemoData).toBe(true);
  });

  it('is never local mode under NODE_ENV=production: no test checkout, no test clock', () => {
    const config = parseConfig({ ...file, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:4999' });
    expect(config.localMode).toBe(false);
    expect(config.payments).toBeNull();
    expect(config.secureCookies).toBe(true);
    expect(requestNow('2020-01-01T12:00:00Z', config.localMode).getFullYear()).toBeGreaterThan(2020);
    expect(parseConfig({ ...file, STRIPE_API_URL: 'http://127.0.0.1:4999' }).payments).toMatchObject({ localTestCheckout: true });
  });

  it('says so at every start when demo data is asked for outside local mode', () => {
    const warnings = startWarnings(parseConfig({ ...production, SEED_DEMO_DATA: 'true', SEED_DEMO_DATA_CONFIRM: DEMO_DATA_CONFIRMATION }));
    expect(warnings.join('\n')).toMatch(/SEED_DEMO_DATA is set outside local mode/);
    expect(startWarnings(parseConfig({ ...file }))).toEqual([]);
  });

  it('warns at start, outside local mode, of demo accounts already in the database', async () => {
    const { db } = await useFreshDatabase();
    expect(await warnOfDemoAccounts(db)).toEqual([]);
    await db.insert(users).values({ email: 'admin@harlemguide.example', role: 'admin' });
    expect(await warnOfDemoAccounts(db)).toEqual(['admin@harlemguide.example']);
  });
});

describe('the address the site answers at', () => {
  it('defaults to the host the server binds, so checkout and sign-in come back to the same origin', () => {
    expect(parseConfig({ ...file, HOST: '127.0.0.1', PORT: '4400' }).localOrigin).toBe('http://127.0.0.1:4400');
    expect(parseConfig({ ...file }).localOrigin).toBe('http://localhost:4321');
    expect(parseConfig({ ...file, HOST: '::1' }).localOrigin).toBe('http://[::1]:4321');
    expect(parseConfig({ ...file, HOST: '0.0.0.0', PORT: '8080' }).localOrigin).toBe('http://localhost:8080');
  });

  it('warns when a local SITE_URL names another origin than the one served', () => {
    const warnings = startWarnings(parseConfig({ ...file, HOST: '127.0.0.1', SITE_URL: 'http://localhost:4321' }));
    expect(warnings.join('\n')).toMatch(/SITE_URL is http:\/\/localhost:4321 but this server answers at http:\/\/127\.0\.0\.1:4321/);
    expect(startWarnings(parseConfig({ ...file, HOST: '127.0.0.1', SITE_URL: 'http://127.0.0.1:4321' }))).toEqual([]);
    // Behind a proxy, the public address is the proxy's: nothing to compare.
    expect(startWarnings(parseConfig({ ...file, TRUST_PROXY: 'true', SITE_URL: 'https://localhost:8443' }))).toEqual([]);
  });

  it('rewrites prerendered pages built for another address, compressed and plain, in the background at the best level', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'harlem-served-origin-'));
    const page = `<html><head><link rel="canonical" href="http://localhost:4321/about-us"><link rel="alternate" hreflang="es" href="http://localhost:4321/es/about-us"></head><body>${'Harlem '.repeat(300)}</body></html>`;
    writeFileSync(join(dir, 'about-us.html'), page);
    // Stand-ins for the build's twins (their content does not matter: they are replaced).
    writeFileSync(join(dir, 'about-us.html.br'), 'old');
    writeFileSync(join(dir, 'about-us.html.gz'), 'old');
    const twins = loadPrecompressed(dir);
    const before = twins.get('/about-us')!.etag;
    const { files, recompressed } = rewriteOrigin(twins, 'http://localhost:4321', 'http://127.0.0.1:4400');
    expect(files).toBe(1);
    const twin = twins.get('/about-us')!;
    expect(twin).toBe(twins.get('/about-us.html'));
    expect(twin.etag).not.toBe(before);
    for (const body of [twin.identity!, brotliDecompressSync(twin.br!), gunzipSync(twin.gzip!)]) {
      expect(body.toString()).toContain('href="http://127.0.0.1:4400/es/about-us"');
      expect(body.toString()).not.toContain('4321');
    }
    const fast = twin.br!.length;
    await recompressed;
    expect(brotliDecompressSync(twin.br!).toString()).toBe(page.replaceAll('http://localhost:4321', 'http://127.0.0.1:4400'));
    expect(twin.br!.length).toBeLessThanOrEqual(fast);
    // The build's files on disk are left as they were.
    expect(readFileSync(join(dir, 'about-us.html'), 'utf8')).toBe(page);
  });
});
