/**
 * How the database scripts (migrate, seed, user:create, serve, jobs) end when they cannot start:
 * settings the configuration refuses, or a database that does not answer or refuses the token,
 * are said in one line (the address without its token, and what to check), then exit 1. Any
 * other error is a bug and keeps its stack.
 */
import { getConfig } from '../../src/lib/server/config.ts';
import { databaseFailureLine, describeDatabaseFailure } from '../../src/lib/server/db/connection-failure.ts';

/** Runs `work`; a refused configuration or an unusable database ends the process with one line and exit code 1. */
export async function orExit<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const line = startFailureLine(error);
    if (line === null) throw error;
    console.error(line);
    process.exit(1);
  }
}

/** The line that says why the script cannot start, or null for an error that is no such reason. */
export function startFailureLine(error: unknown): string | null {
  if (error instanceof Error && error.message.startsWith('Invalid configuration')) return error.message;
  const failure = describeDatabaseFailure(error);
  if (!failure) return null;
  let url: string | null = null;
  try {
    url = getConfig().databaseUrl;
  } catch {
    // The configuration's own refusal was the error above.
  }
  return databaseFailureLine(failure, url);
}
