import { sql } from 'drizzle-orm';
import { getConfig } from '#lib/server/config.ts';
import { DatabaseUnavailableError, getDb, isDatabaseUnavailable } from '#lib/server/db/client.ts';
import { apiRoute, json } from '#lib/server/api/http.ts';

/** Liveness and database reachability; 503 when the database is missing or unreachable. */
export const GET = apiRoute(async () => {
  const { platform } = getConfig();
  const started = Date.now();
  try {
    await getDb().run(sql`select 1`);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const reason = error instanceof DatabaseUnavailableError ? 'not configured' : 'unreachable';
    if (reason === 'unreachable') console.error('Health check: database unreachable:', error);
    return json({ status: 'unavailable', platform, database: reason }, { status: 503 });
  }
  return json({ status: 'ok', platform, database: 'ok', databaseLatencyMs: Date.now() - started });
});
