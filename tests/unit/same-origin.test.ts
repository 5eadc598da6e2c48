import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isForeignFormPost } from '#lib/server/security/same-origin.ts';

const request = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });
const site = 'https://harlem.example/api/partnerships/apply';

describe('isCrossSiteRequest', () => {
  it('lets a request from the same origin through', () => {
    expect(isCrossSiteRequest(request(site, { origin: 'https://harlem.example' }))).toBe(false);
    expect(isCrossSiteRequest(request('http://127.0.0.1:4414/api/x', { origin: 'http://127.0.0.1:4414' }))).toBe(false);
  });

  it('refuses another scheme, host or port', () => {
    expect(isCrossSiteRequest(request(site, { origin: 'http://harlem.example' }))).toBe(true);
    expect(isCrossSiteRequest(request(site, { origin: 'https://evil.harlem.example' }))).toBe(true);
    expect(isCrossSiteRequest(request(site, { origin: 'https://harlem.example:8443' }))).toBe(true);
  });

  it('refuses an opaque or unreadable origin', () => {
    expect(isCrossSiteRequest(request(site, { origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(request(site, { origin: 'not a url' }))).toBe(true);
  });

  it('without an Origin header, refuses only what the browser marks cross-site', () => {
    expect(isCrossSiteRequest(request(site, { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(request(site, { 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteRequest(request(site, { 'sec-fetch-site': 'none' }))).toBe(false);
    // Servers and command-line tools send neither header.
    expect(isCrossSiteRequest(request(site, {}))).toBe(false);
  });

  it('trusts the Origin header over Sec-Fetch-Site when both are present', () => {
    expect(isCrossSiteRequest(request(site, { origin: 'https://harlem.example', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isCrossSiteRequest(request(site, { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });
});

describe('isForeignFormPost', () => {
  const post = (headers: Record<string, string>, method = 'POST') => new Request('https://harlem.example/settings', { method, headers });
  it('lets a same-origin form post through, and reads and safe methods always', () => {
    expect(isForeignFormPost(post({ origin: 'https://harlem.example', 'content-type': 'application/x-www-form-urlencoded' }))).toBe(false);
    expect(isForeignFormPost(post({ origin: 'https://evil.example' }, 'GET'))).toBe(false);
  });
  it('refuses a form post, a multipart or text body, or a typeless write from another origin or none', () => {
    expect(isForeignFormPost(post({ origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }))).toBe(true);
    expect(isForeignFormPost(post({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true);
    expect(isForeignFormPost(post({ 'content-type': 'text/plain;charset=UTF-8' }))).toBe(true);
    expect(isForeignFormPost(post({}, 'DELETE'))).toBe(true);
  });
  it('leaves JSON bodies to isCrossSiteRequest (server-to-server webhooks carry no Origin)', () => {
    expect(isForeignFormPost(post({ 'content-type': 'application/json' }))).toBe(false);
  });
});
