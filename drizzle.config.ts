import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations into db/migrations. `migrate` (hosted database) reads the URL and
// token from the environment; locally the app applies migrations itself at start-up.
export default defineConfig({
  dialect: 'turso',
  schema: './db/schema.ts',
  out: './db/migrations',
  casing: 'snake_case',
  dbCredentials: {
    url: process.env.DATABASE_URL ?? 'file:data/harlem.db',
    authToken: process.env.DATABASE_AUTH_TOKEN,
  },
});
