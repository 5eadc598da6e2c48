/** The file of an embedded database (DATABASE_URL file:...), or an explanation of why there is none. */
export function databaseFileOf(databaseUrl: string | null): string {
  if (!databaseUrl?.startsWith('file:')) {
    console.error('DATABASE_URL is not a local file database: back up a hosted database (Turso) with its own tools, e.g. `turso db shell <name> .dump`.');
    process.exit(1);
  }
  return databaseUrl.slice('file:'.length).replace(/\?.*$/, '');
}
