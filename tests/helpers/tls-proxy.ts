/**
 * A TLS-terminating reverse proxy for tests, as a deployment puts in front of the server: it
 * answers https with a self-signed certificate and passes each request on over plain http with
 * X-Forwarded-Proto, -Host and -For, as nginx or Caddy do.
 */
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { generate } from 'selfsigned';

export type TlsProxy = { base: string; close(): Promise<void> };

export async function startTlsProxy(target: string, port: number): Promise<TlsProxy> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const upstream = new URL(target);
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = {
      ...incoming.headers,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': incoming.headers.host ?? '',
      'x-forwarded-for': forwardedFor,
      host: upstream.host,
    };
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.writeHead(502).end('Bad gateway'));
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `https://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
