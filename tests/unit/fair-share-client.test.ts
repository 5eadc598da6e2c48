import { describe, expect, it } from 'vitest';
import { fairShareClient, isUntrustedLocalProxy } from '../../scripts/serve/fair-share-client.ts';
import { parseConfig } from '../../src/lib/server/config.ts';

const auto = { mode: 'auto', trustedProxies: 0 } as const;
const request = (socketAddress: string, forwardedFor?: string) => ({ socketAddress, forwardedFor });

describe('whose fair share a request is charged to', () => {
  it("spares this machine's own requests by default: tests and tools on 127.0.0.1 are never held back", () => {
    expect(fairShareClient(request('127.0.0.1'), auto)).toBeNull();
    expect(fairShareClient(request('::ffff:127.0.0.1'), auto)).toBeNull();
    expect(fairShareClient(request('::1'), auto)).toBeNull();
    expect(fairShareClient(request('127.0.0.5'), auto)).toBeNull();
    expect(fairShareClient(request('203.0.113.9'), auto)).toBe('203.0.113.9');
  });

  it('limits each visitor of a proxy on this machine by the address the proxy added, without TRUST_PROXY', () => {
    // The visitor claimed 10.9.9.9; the proxy appended the address it saw.
    expect(fairShareClient(request('127.0.0.1', '10.9.9.9, 198.51.100.7'), auto)).toBe('198.51.100.7');
    expect(fairShareClient(request('127.0.0.1', '198.51.100.8'), auto)).toBe('198.51.100.8');
    // Visitors on other loopback addresses are told apart too (the bench's clients).
    expect(fairShareClient(request('127.0.0.1', '127.0.0.23'), auto)).toBe('127.0.0.23');
    // A forwarded value that is no address: one budget for every such visitor, not none.
    expect(fairShareClient(request('127.0.0.1', 'unknown'), auto)).toBe('forwarded:unreadable');
  });

  it('spares a request a local proxy passes on from this machine (an end-to-end test through a proxy)', () => {
    expect(fairShareClient(request('127.0.0.1', '127.0.0.1'), auto)).toBeNull();
    expect(fairShareClient(request('127.0.0.1', '198.51.100.5, ::1'), auto)).toBeNull();
    // With TRUST_PROXY, as tests/e2e/behind-a-proxy.spec.ts and the many-server tests run.
    expect(fairShareClient(request('127.0.0.1', '198.51.100.5, 127.0.0.1'), { mode: 'auto', trustedProxies: 1 })).toBeNull();
  });

  it('never reads a forwarded address a remote client wrote itself', () => {
    expect(fairShareClient(request('203.0.113.9', '198.51.100.1'), auto)).toBe('203.0.113.9');
    expect(fairShareClient(request('203.0.113.9', '127.0.0.1'), auto)).toBe('203.0.113.9');
  });

  it('reads the address TRUST_PROXY names, counting the proxies from the right', () => {
    const two = { mode: 'auto', trustedProxies: 2 } as const;
    expect(fairShareClient(request('10.0.0.2', '6.6.6.6, 198.51.100.3, 10.0.0.1'), two)).toBe('198.51.100.3');
    // A remote proxy's own loopback is no client of this machine.
    expect(fairShareClient(request('10.0.0.2', '127.0.0.1'), { mode: 'auto', trustedProxies: 1 })).toBe('127.0.0.1');
  });

  it('limit spares no one; exempt spares every loopback address, as before', () => {
    const limit = { mode: 'limit', trustedProxies: 0 } as const;
    expect(fairShareClient(request('127.0.0.1'), limit)).toBe('127.0.0.1');
    expect(fairShareClient(request('127.0.0.1', '198.51.100.7'), limit)).toBe('198.51.100.7');
    const exempt = { mode: 'exempt', trustedProxies: 0 } as const;
    expect(fairShareClient(request('127.0.0.1', '198.51.100.7'), exempt)).toBeNull();
    expect(fairShareClient(request('203.0.113.9'), exempt)).toBe('203.0.113.9');
    expect(fairShareClient(request('127.0.0.1', '198.51.100.7'), { mode: 'exempt', trustedProxies: 1 })).toBe('198.51.100.7');
  });

  it('warns of a proxy on this machine only when TRUST_PROXY is unset', () => {
    expect(isUntrustedLocalProxy(request('127.0.0.1', '198.51.100.7'), 0)).toBe(true);
    expect(isUntrustedLocalProxy(request('127.0.0.1', '198.51.100.7'), 1)).toBe(false);
    expect(isUntrustedLocalProxy(request('127.0.0.1'), 0)).toBe(false);
    expect(isUntrustedLocalProxy(request('203.0.113.9', '198.51.100.7'), 0)).toBe(false);
  });

  it('reads FAIR_SHARE_LOOPBACK as auto unless set, and refuses anything else', () => {
    expect(parseConfig({}).fairShareLoopback).toBe('auto');
    expect(parseConfig({ FAIR_SHARE_LOOPBACK: 'limit' }).fairShareLoopback).toBe('limit');
    expect(() => parseConfig({ FAIR_SHARE_LOOPBACK: 'off' })).toThrow(/FAIR_SHARE_LOOPBACK must be auto, limit or exempt/);
  });
});
