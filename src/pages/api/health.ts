import { sql } from 'drizzle-orm';
import { getConfig } from '#lib/server/config.ts';
import { getDb } from '#lib/server/db/client.ts';
import { databaseFailureLine, describeDatabaseFailure } from '#lib/server/db/connection-failure.ts';
import { apiRoute, json } from '#lib/server/api/http.ts';

/**
 * Liveness and database reachability: 503 JSON when the database is missing, does not answer or
 * refuses the token, with the reason in a word (never a stack, nor the database's address).
 */
export const GET = apiRoute(async () => {
  const { platform, databaseUrl } = getConfig();
  const started = Date.now();
  try {
    await getDb().run(sql`select 1`);
  } catch (error) {
    const failure = describeDatabaseFailure(error);
    if (!failure) throw error;
    // A deployment without a database is a state, not an incident; the rest is logged for the operators, in one line.
    if (failure.reason !== 'not configured') console.error(`Health check: ${databaseFailureLine(failure, databaseUrl)}`);
    return json({ status: 'unavailable', platform, database: failure.reason }, { status: 503 });
  }
  return json({ status: 'ok', platform, database: 'ok', databaseLatencyMs: Date.now() - started });
});
