import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { applyForwarded, readForwarded } from '../../scripts/serve/forwarded.ts';
import { loggedPath, logRequest, networkOf } from '../../scripts/serve/request-log.ts';
import { parseConfig } from '#lib/server/config.ts';

function requestWith(headers: Record<string, string>): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.headers = { host: '127.0.0.1:4321', ...headers };
  return request;
}

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes true, false or a number of proxies', () => {
    expect(parseConfig({}).trustedProxies).toBe(0);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustedProxies).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustedProxies).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be true, false or the number of proxies/);
  });

  it("reads the outermost proxy's protocol and host, and the client the proxies saw", () => {
    const request = requestWith({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'harlem.example',
      'x-forwarded-for': '6.6.6.6, 203.0.113.9',
    });
    expect(readForwarded(request, 1)).toEqual({ protocol: 'https', host: 'harlem.example', clientAddress: '203.0.113.9' });
    // With two proxies the second from the right is the client; the leftmost was the client's own claim.
    expect(readForwarded(request, 2).clientAddress).toBe('6.6.6.6');
  });

  it('refuses a forwarded host that is not a host name', () => {
    for (const host of ['evil.example/path', 'a@b', '', 'x y']) {
      expect(readForwarded(requestWith({ 'x-forwarded-host': host }), 1).host).toBeNull();
    }
    expect(readForwarded(requestWith({ 'x-forwarded-for': 'not-an-address' }), 1).clientAddress).toBeNull();
  });

  it("hands the adapter the forwarded protocol, host and address without changing the connection's socket", () => {
    const request = requestWith({});
    const socket = request.socket;
    applyForwarded(request, { protocol: 'https', host: 'harlem.example', clientAddress: '203.0.113.9' });
    expect(request.headers.host).toBe('harlem.example');
    expect('encrypted' in request.socket && (request.socket as unknown as { encrypted: boolean }).encrypted).toBe(true);
    expect(request.socket.remoteAddress).toBe('203.0.113.9');
    expect('encrypted' in socket).toBe(false);
    expect(typeof request.socket.on).toBe('function');
  });
});

describe('request log', () => {
  it('keeps paths without their query or tokens, and networks without full addresses', () => {
    expect(loggedPath('/reset-password?token=abc&email=a@b.c')).toBe('/reset-password');
    expect(loggedPath('/tickets/9f2c4e1a7b3d5f60a8e2c4b6d8f0a1c3')).toBe('/tickets/:token');
    expect(loggedPath('/business/7')).toBe('/business/7');
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0');
    expect(networkOf('::ffff:127.0.0.1')).toBe('127.0.0.0');
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
  });

  it('writes one JSON line with status, time and bytes once the answer has gone out', async () => {
    const { createServer, request: httpRequest } = await import('node:http');
    const lines: string[] = [];
    const server = createServer((request, response) => {
      logRequest(request, response, (line) => lines.push(line));
      response.writeHead(201, { 'content-type': 'text/plain' });
      response.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) =>
      httpRequest({ port, host: '127.0.0.1', path: '/events?q=secret' }, (response) => response.resume().on('end', resolve)).end(),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.close();
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ method: 'GET', path: '/events', status: 201, bytes: 5, network: '127.0.0.0' });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(lines[0]).not.toContain('secret');
  });
});
