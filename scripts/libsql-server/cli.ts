/**
 * Starts the local libSQL server: `node scripts/libsql-server/cli.ts --file data/x.db [--port 8080]
 * [--host 127.0.0.1] [--token secret] [--log]` (LIBSQL_AUTH_TOKEN also sets the token; --log prints each request). Prints the URL to
 * give DATABASE_URL, and runs until stopped (Ctrl-C or SIGTERM).
 */
import { parseArgs } from 'node:util';
import { startLibsqlServer } from './libsql-server.ts';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string' },
    log: { type: 'boolean', default: false },
  },
});

if (!values.file) {
  console.error(
    'Usage: node scripts/libsql-server/cli.ts --file <database file> [--port 8080] [--host 127.0.0.1] [--token <auth token>] [--log]',
  );
  process.exit(2);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}"`);
  process.exit(2);
}

const server = await startLibsqlServer({
  file: values.file,
  port,
  host: values.host,
  authToken: values.token ?? (process.env.LIBSQL_AUTH_TOKEN || undefined),
  log: values.log,
});
console.log(server.url);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
