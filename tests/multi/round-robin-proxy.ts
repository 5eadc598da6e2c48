/**
 * A small load balancer for the many-server tests: sends requests to its servers in turn and adds
 * X-Forwarded-For, as a proxy in front of them would. A request can ask for one server with the
 * `x-test-server: <name>` header (the proxy drops it). Counts the requests each server was sent.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';

export type RoundRobinProxy<Name extends string> = { sent: Record<Name, number>; close(): Promise<void> };

export async function startRoundRobinProxy<Name extends string>(
  port: number,
  servers: Record<Name, number>,
): Promise<RoundRobinProxy<Name>> {
  const names = Object.keys(servers) as Name[];
  const sent = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
  let turn = 0;
  const proxy: Server = createServer((incoming, outgoing) => {
    const asked = incoming.headers['x-test-server'] as Name | undefined;
    const name: Name = asked && names.includes(asked) ? asked : names[turn++ % names.length];
    sent[name]++;
    const headers = { ...incoming.headers };
    delete headers['x-test-server'];
    const before = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [before, incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: servers[name], method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.headersSent || outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return { sent, close: () => new Promise((resolve) => proxy.close(() => resolve())) };
}
