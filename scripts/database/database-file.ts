/** The file of an embedded database URL (file:...), or null for a hosted one. */
export function embeddedFileOf(databaseUrl: string | null): string | null {
  return databaseUrl?.startsWith('file:') ? databaseUrl.slice('file:'.length).replace(/\?.*$/, '') : null;
}

/** The file of an embedded database (DATABASE_URL file:...), or an explanation of why there is none. */
export function databaseFileOf(databaseUrl: string | null): string {
  const file = embeddedFileOf(databaseUrl);
  if (file === null) {
    console.error(
      'DATABASE_URL is not a local file database: back up a hosted database (Turso) with its own tools, e.g. `turso db shell <name> .dump`.',
    );
    process.exit(1);
  }
  return file;
}
