import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  CSP_DIRECTIVES,
  PAGE_CSP_DIRECTIVES,
  HSTS,
  SECURITY_HEADERS,
  securityHeaders,
} from '#lib/server/security/security-headers.ts';

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
    expect(securityHeaders({ mapTileUrl: 'http://127.0.0.1:9000/{z}/{x}/{y}.png' })['content-security-policy']).toContain(
      "img-src 'self' data: https: http://127.0.0.1:9000",
    );
    expect(securityHeaders({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toBe(SECURITY_HEADERS);
  });

  it("add a local tile server to a page's own policy (Astro's, with its hashes) and keep the rest", () => {
    const pagePolicy = `${CSP_DIRECTIVES.join(';')}; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';`;
    const headers = new Headers({ 'content-security-policy': pagePolicy });
    applySecurityHeaders(headers, { mapTileUrl: 'http://127.0.0.1:9000/{z}/{x}/{y}.png' });
    const applied = headers.get('content-security-policy')!;
    expect(applied).toContain("img-src 'self' data: https: http://127.0.0.1:9000;");
    expect(applied).toContain("script-src 'self' 'sha256-abc='");
    expect(headers.get('x-frame-options')).toBe('DENY');
    const https = new Headers({ 'content-security-policy': pagePolicy });
    applySecurityHeaders(https, { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(https.get('content-security-policy')).toBe(pagePolicy);
  });

  it("keep frame-ancestors out of a page's own policy (a prerendered page's meta ignores it) and send it in the page's header", () => {
    expect(PAGE_CSP_DIRECTIVES.join('; ')).not.toContain('frame-ancestors');
    const pagePolicy = `${PAGE_CSP_DIRECTIVES.join('; ')}; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';`;
    const headers = new Headers({ 'content-security-policy': pagePolicy });
    applySecurityHeaders(headers, { mapTileUrl: null });
    expect(headers.get('content-security-policy')).toBe(`${pagePolicy.slice(0, -1)}; frame-ancestors 'none'`);
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
  });

  it("let forms post to this site and redirect to Stripe's checkout, or to the deployment's own checkout", () => {
    expect(contentSecurityPolicy()).toContain("form-action 'self' https://checkout.stripe.com");
    const local = securityHeaders({ mapTileUrl: null, checkoutUrl: 'http://127.0.0.1:45123' })['content-security-policy'];
    expect(local).toContain("form-action 'self' https://checkout.stripe.com http://127.0.0.1:45123");
    const pagePolicy = `${CSP_DIRECTIVES.join('; ')}; script-src 'self' 'sha256-abc='`;
    const headers = new Headers({ 'content-security-policy': pagePolicy });
    applySecurityHeaders(headers, { mapTileUrl: null, checkoutUrl: 'http://127.0.0.1:45123/v1' });
    expect(headers.get('content-security-policy')).toContain("form-action 'self' https://checkout.stripe.com http://127.0.0.1:45123;");
  });

  it('keep other sites’ windows from holding this one (Cross-Origin-Opener-Policy)', () => {
    expect(SECURITY_HEADERS['cross-origin-opener-policy']).toBe('same-origin');
    const headers = new Headers({ 'content-type': 'text/html' });
    applySecurityHeaders(headers, { mapTileUrl: null });
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(securityHeaders({ mapTileUrl: null }, true)['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('add HSTS only to answers sent over https', () => {
    expect(securityHeaders({ mapTileUrl: null })).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders({ mapTileUrl: null }, true)['strict-transport-security']).toBe(HSTS);
    const headers = new Headers();
    applySecurityHeaders(headers, { mapTileUrl: null }, true);
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('are the same for static files on Workers (public/_headers)', () => {
    const file = readFileSync('public/_headers', 'utf8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toContain(`  strict-transport-security: ${HSTS}\n`);
  });
});
