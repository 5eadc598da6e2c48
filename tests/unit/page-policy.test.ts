import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withOwnHashesOnly } from '../../integrations/page-policy.ts';

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const ISLAND_SCRIPT = '(()=>{window.x=1})();';
const PAGE_STYLE = 'body{color:#222}';
const OTHER_PAGE_STYLE = 'main{margin:0}';

function page(policy: string): string {
  return `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${policy}"><style>${PAGE_STYLE}</style></head><body><script>${ISLAND_SCRIPT}</script><script type="module" src="/a.js"></script></body></html>`;
}

describe('a prerendered page policy', () => {
  const sitePolicy = `default-src 'self';img-src 'self' data: https:; script-src 'self' ${hashOf(ISLAND_SCRIPT)} ${hashOf('other();')}; style-src 'self' ${hashOf(OTHER_PAGE_STYLE)} ${hashOf(PAGE_STYLE)}; style-src-attr 'unsafe-inline';`;

  it("keeps the hashes of the page's own inline script and style and drops the rest of the site's", () => {
    const trimmed = withOwnHashesOnly(page(sitePolicy));
    const policy = /content="([^"]*)"/.exec(trimmed)![1];
    expect(policy).toBe(
      `default-src 'self';img-src 'self' data: https:; script-src 'self' ${hashOf(ISLAND_SCRIPT)}; style-src 'self' ${hashOf(PAGE_STYLE)}; style-src-attr 'unsafe-inline';`,
    );
  });

  it('leaves everything but the policy as it was', () => {
    const original = page(sitePolicy);
    const trimmed = withOwnHashesOnly(original);
    expect(trimmed.replace(/content="[^"]*"/, '')).toBe(original.replace(/content="[^"]*"/, ''));
  });

  it('never adds a hash the site policy did not list, and leaves a page without a meta policy alone', () => {
    const narrow = `script-src 'self'; style-src 'self' ${hashOf(PAGE_STYLE)}`;
    expect(withOwnHashesOnly(page(narrow))).toBe(page(narrow));
    const noPolicy = '<html><head><style>a{}</style></head></html>';
    expect(withOwnHashesOnly(noPolicy)).toBe(noPolicy);
  });
});
