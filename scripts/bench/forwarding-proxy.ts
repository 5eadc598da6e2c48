/**
 * A proxy in front of the server, as production has one: every request passed on with the
 * address the proxy saw appended to X-Forwarded-For. Its clients connect from loopback addresses
 * of their own (127.0.0.2, 127.0.0.3, ...: `localAddress` of load.ts), so the server can tell
 * them apart only by what the proxy adds, as it tells visitors apart behind nginx on the host.
 */
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';

export type ForwardingProxy = { base: string; close(): Promise<void> };

export async function startForwardingProxy(port: number, target: string): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  // Connections to the server kept open, as a proxy keeps its pool.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const proxy: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    const before = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [before, incoming.socket.remoteAddress?.replace(/^::ffff:/, '')].filter(Boolean).join(', ');
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        // A client gone or a server reset mid-answer ends this exchange only, never the bench.
        answer.on('error', () => outgoing.destroy());
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => (outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end()));
    incoming.on('error', () => forwarded.destroy());
    outgoing.on('error', () => forwarded.destroy());
    incoming.pipe(forwarded);
  });
  proxy.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', resolve);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
