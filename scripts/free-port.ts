/**
 * A port nothing listens on, for a server a test starts, so `npm test` runs beside another copy
 * of the site. Chosen below Linux's ephemeral range (32768-60999), where a port can already be
 * held by the outgoing side of some connection; each candidate is tried by listening on it.
 * Synchronous (a child process tries them) so configuration files can use it at load time.
 */
import { execFileSync } from 'node:child_process';

const PROBE = `
const net = require('node:net');
const tryPort = (attempt) => {
  const port = 20000 + Math.floor(Math.random() * 12000);
  const server = net.createServer().once('error', () => (attempt < 50 ? tryPort(attempt + 1) : process.exit(1)));
  server.listen(port, '127.0.0.1', () => server.close(() => process.stdout.write(String(port))));
};
tryPort(0);
`;

export function freePort(): number {
  return Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }).trim());
}
