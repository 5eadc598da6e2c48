import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SECURITY_HEADERS, securityHeaders } from '../../src/lib/server/security/security-headers.ts';

describe('security headers', () => {
  it('allow scripts from this site only and forbid framing', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(SECURITY_HEADERS['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allow a local http tile server when one is configured', () => {
    expect(securityHeaders('http://127.0.0.1:9000/{z}/{x}/{y}.png')['content-security-policy']).toContain('img-src \'self\' data: https: http://127.0.0.1:9000');
    expect(securityHeaders('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(SECURITY_HEADERS);
  });

  it('are the same for static files on Workers (public/_headers)', () => {
    const file = readFileSync('public/_headers', 'utf8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(file).toContain(`  ${name}: ${value}\n`);
  });
});
