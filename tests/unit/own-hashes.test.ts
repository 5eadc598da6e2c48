import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCodeHashes, policyWithOwnHashes, withOwnHashesHeader } from '#lib/server/security/own-hashes.ts';

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const ISLAND_SCRIPT = '(()=>{window.x=1})();';
const PAGE_STYLE = 'body{color:#222}';
const ISLAND_STYLE = 'astro-island,astro-slot{display:contents}';
const OTHER_PAGE_STYLE = 'main{margin:0}';
const SCRIPT_FILE = 'export const a=1;';

const PAGE = `<!DOCTYPE html><html><head><style>${PAGE_STYLE}</style><style>${ISLAND_STYLE}</style></head><body><script>${ISLAND_SCRIPT}</script><script type="module" src="/a.js"></script></body></html>`;
// As Astro writes it: every inline style of the site and every script file's hash, not only this page's.
const SITE_POLICY = `default-src 'self';form-action 'self'; script-src 'self' ${hashOf(ISLAND_SCRIPT)} ${hashOf(SCRIPT_FILE)}; style-src 'self' ${hashOf(OTHER_PAGE_STYLE)} ${hashOf(PAGE_STYLE)} ${hashOf(ISLAND_STYLE)}; style-src-attr 'unsafe-inline'; frame-ancestors 'none'`;
const OWN_POLICY = `default-src 'self';form-action 'self'; script-src 'self' ${hashOf(ISLAND_SCRIPT)}; style-src 'self' ${hashOf(PAGE_STYLE)} ${hashOf(ISLAND_STYLE)}; style-src-attr 'unsafe-inline'; frame-ancestors 'none'`;

const page = (headers: Record<string, string>, body: string | null = PAGE, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html', ...headers } });

describe("a page's own hashes", () => {
  it('are those of its inline scripts and styles, not of script files', () => {
    expect(inlineCodeHashes(PAGE)).toEqual(new Set([hashOf(PAGE_STYLE), hashOf(ISLAND_STYLE), hashOf(ISLAND_SCRIPT)]));
  });

  it("keep, of the site policy's hashes, the page's own, and the rest of the policy as it was", () => {
    expect(policyWithOwnHashes(SITE_POLICY, PAGE)).toBe(OWN_POLICY);
  });

  it('never add a hash the policy did not list: code it refused stays refused', () => {
    const narrow = `script-src 'self'; style-src 'self' ${hashOf(PAGE_STYLE)}`;
    expect(policyWithOwnHashes(narrow, PAGE)).toBe(narrow);
    expect(policyWithOwnHashes("script-src 'self'", PAGE)).toBe("script-src 'self'");
  });
});

describe("a rendered page's policy header", () => {
  it('names only its own code, with status, other headers (cookies too) and body as they were', async () => {
    const response = page({ 'content-security-policy': SITE_POLICY, 'cache-control': 'public, s-maxage=60' }, PAGE, 404);
    response.headers.append('set-cookie', 'a=1; Path=/');
    response.headers.append('set-cookie', 'b=2; Path=/');
    const trimmed = await withOwnHashesHeader(response);
    expect(trimmed.headers.get('content-security-policy')).toBe(OWN_POLICY);
    expect(trimmed.status).toBe(404);
    expect(trimmed.headers.get('cache-control')).toBe('public, s-maxage=60');
    expect(trimmed.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await trimmed.text()).toBe(PAGE);
  });

  it('leaves answers that are not pages with hashes untouched', async () => {
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json', 'content-security-policy': SITE_POLICY } });
    expect(await withOwnHashesHeader(json)).toBe(json);
    const fallback = page({ 'content-security-policy': "script-src 'self'" });
    expect(await withOwnHashesHeader(fallback)).toBe(fallback);
    const empty = page({ 'content-security-policy': SITE_POLICY }, null, 204);
    expect(await withOwnHashesHeader(empty)).toBe(empty);
  });
});
