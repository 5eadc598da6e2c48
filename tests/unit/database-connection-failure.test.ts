/**
 * A database that refuses the token or does not answer is said plainly: the scripts print one line
 * naming the address (never the token) and what to check, and exit 1; the health route answers
 * 503 JSON with the reason, never a stack.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { createClient } from '@libsql/client';
import { resetConfig } from '#lib/server/config.ts';
import { closeDb, DatabaseBusyError, DatabaseUnavailableError, isDatabaseUnavailable } from '#lib/server/db/client.ts';
import {
  databaseFailureLine,
  describeDatabaseFailure,
  printableDatabaseUrl,
  type DatabaseFailure,
} from '#lib/server/db/connection-failure.ts';
import { GET as healthRoute } from '#pages/api/health.ts';
import { orExit, startFailureLine } from '../../scripts/database/exit-on-failure.ts';
import { prepareDatabase } from '../../scripts/prepare-database.ts';
import { callApi } from '../helpers/api.ts';

/** A server that answers every request as Turso does a wrong token. */
let refusing: Server;
let refusingUrl: string;
/** A port nothing listens on. */
let closedPort: number;

beforeAll(async () => {
  refusing = createServer((_request, response) => response.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized'));
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => new Promise((resolve) => refusing.close(resolve)));

/** What the real libSQL client throws for a query to `url`. */
async function failureOf(url: string, authToken?: string): Promise<DatabaseFailure | null> {
  const client = createClient({ url, authToken });
  try {
    await client.execute('select 1');
    throw new Error('the query was answered');
  } catch (error) {
    return describeDatabaseFailure(error);
  } finally {
    client.close();
  }
}

describe('what a database failure means', () => {
  it('a 401 from the server is a refused token, pointing at DATABASE_AUTH_TOKEN', async () => {
    const failure = await failureOf(refusingUrl, 'wrong-token');
    expect(failure).toMatchObject({ reason: 'unauthorized', happened: 'refused the token (HTTP 401)' });
    expect(databaseFailureLine(failure!, `${refusingUrl}?authToken=wrong-token`)).toBe(
      `The database at ${refusingUrl} refused the token (HTTP 401). Check DATABASE_AUTH_TOKEN: it must be a token of this database (a new one: \`turso db tokens create <database>\`).`,
    );
  });

  it('a refused port is an unreachable database, pointing at DATABASE_URL', async () => {
    const failure = await failureOf(`http://127.0.0.1:${closedPort}`);
    expect(failure).toMatchObject({ reason: 'unreachable', happened: 'refused the connection (nothing listens at that address)' });
    expect(failure!.check).toMatch(/^Check DATABASE_URL/);
  });

  it('names host lookups, timeouts, other statuses, locks, files and a missing URL', () => {
    const fetchFailed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
    expect(describeDatabaseFailure(fetchFailed('ENOTFOUND'))).toMatchObject({
      reason: 'unreachable',
      happened: expect.stringMatching(/no such host/),
    });
    expect(describeDatabaseFailure(fetchFailed('UND_ERR_CONNECT_TIMEOUT'))).toMatchObject({ happened: 'did not answer in time' });
    expect(describeDatabaseFailure(new TypeError('fetch failed'))).toMatchObject({
      reason: 'unreachable',
      happened: 'could not be reached',
    });
    // workerd's fetch to an address that does not answer, wrapped by drizzle as the Worker sees it.
    const workerd = Object.assign(new Error('Network connection lost.'), { remote: true, retryable: true });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: workerd });
    expect(describeDatabaseFailure(wrapped)).toMatchObject({ reason: 'unreachable', happened: 'could not be reached' });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const status = (code: number) =>
      Object.assign(new Error(`SERVER_ERROR: Server returned HTTP status ${code}`), { code: 'SERVER_ERROR' });
    expect(describeDatabaseFailure(status(404))).toMatchObject({ reason: 'unreachable', happened: 'has no database there (HTTP 404)' });
    expect(describeDatabaseFailure(status(502))).toMatchObject({ reason: 'unreachable', happened: 'answered with an error (HTTP 502)' });
    expect(describeDatabaseFailure(new DatabaseBusyError(new Error('SQLITE_BUSY')))).toMatchObject({ reason: 'busy' });
    expect(describeDatabaseFailure(Object.assign(new Error('x'), { code: 'SQLITE_CANTOPEN' }))).toMatchObject({ reason: 'cannot open' });
    expect(databaseFailureLine(describeDatabaseFailure(new DatabaseUnavailableError())!, null)).toMatch(/^No database: Set DATABASE_URL/);
    expect(describeDatabaseFailure(Object.assign(new Error('SERVER_ERROR: stream expired'), { code: 'SERVER_ERROR' }))).toMatchObject({
      reason: 'unreachable',
    });
    // A bug is no availability problem: it keeps its stack.
    expect(describeDatabaseFailure(new Error('no such column: x'))).toBeNull();
    expect(describeDatabaseFailure(Object.assign(new Error('Not Found'), { status: 404 }))).toBeNull();
  });

  it('prints an address without its token or password', () => {
    expect(printableDatabaseUrl('libsql://guide-acme.turso.io?authToken=secret')).toBe('libsql://guide-acme.turso.io');
    expect(printableDatabaseUrl('https://user:secret@db.example/path#x')).toBe('https://db.example/path');
  });
});

describe('the health route', () => {
  const saved = { url: process.env.DATABASE_URL, token: process.env.DATABASE_AUTH_TOKEN };
  afterEach(() => {
    process.env.DATABASE_URL = saved.url;
    process.env.DATABASE_AUTH_TOKEN = saved.token;
    resetConfig();
    closeDb();
  });

  it('answers 503 JSON naming the reason, and logs one line without the token', async () => {
    process.env.DATABASE_URL = refusingUrl;
    process.env.DATABASE_AUTH_TOKEN = 'wrong-token';
    resetConfig();
    closeDb();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const health = await callApi(healthRoute, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', platform: 'node', database: 'unauthorized' });
    expect(logged.mock.calls).toEqual([
      [
        `Health check: The database at ${refusingUrl} refused the token (HTTP 401). ${describeDatabaseFailure(Object.assign(new Error('HTTP status 401'), { code: 'SERVER_ERROR' }))!.check}`,
      ],
    ]);
    logged.mockRestore();
  });
});

describe('the database scripts', () => {
  const savedUrl = process.env.DATABASE_URL;

  it("end on a refused configuration or an unusable database with one line, and keep a bug's stack", () => {
    const refused = new Error('Invalid configuration:\n  SITE_URL: SITE_URL must be an absolute URL');
    expect(startFailureLine(refused)).toBe(refused.message);
    expect(startFailureLine(new DatabaseUnavailableError())).toMatch(/^No database: Set DATABASE_URL/);
    expect(startFailureLine(new Error('no such table: users'))).toBeNull();
  });

  it('npm run db:migrate against an address that does not answer prints one line and exits 1', async () => {
    // What scripts/migrate.ts runs, in this process: process.exit stops the test instead.
    process.env.DATABASE_URL = `http://127.0.0.1:${closedPort}?authToken=do-not-print`;
    resetConfig();
    closeDb();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exited = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    try {
      await expect(orExit(() => prepareDatabase({ seed: false }))).rejects.toThrow('exit 1');
      expect(printed.mock.calls).toEqual([
        [
          `The database at http://127.0.0.1:${closedPort} refused the connection (nothing listens at that address). Check DATABASE_URL, and that the database server is running and reachable from here.`,
        ],
      ]);
    } finally {
      printed.mockRestore();
      exited.mockRestore();
      process.env.DATABASE_URL = savedUrl;
      resetConfig();
      closeDb();
    }
  });
});
