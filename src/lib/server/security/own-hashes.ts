/**
 * A page's Content Security Policy lists, of its hash sources, only those of the page's own inline
 * scripts and styles. Astro writes into every page's policy the hashes of every inline style of
 * the whole site, of every script file and of its island bootstrap (98 sources, 5.6 KB of header
 * on every rendered page, issue 36); a browser needs only the hashes of code on the page it reads
 * (script files come from 'self'). Rendered pages get this in the middleware, prerendered pages'
 * meta policy at build time (integrations/page-policy.ts).
 *
 * Hashes rather than a per-request nonce: the Node page cache and the Workers edge cache serve one
 * rendered answer, headers and body together, to many visitors, so a nonce would be shared; the
 * hashes of a page's own code stay true for every copy of it.
 */
import { createHash } from 'node:crypto';

const INLINE_CODE = /<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/gi;
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/=]+'$/;

/** The hash sources ('sha256-…') of the page's inline scripts and styles, as a policy names them. */
export function inlineCodeHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const [, , code] of html.matchAll(INLINE_CODE)) hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return hashes;
}

/**
 * The policy keeping, of its hash sources, only those of code in the page; its other sources and
 * directives as they were. It never gains a hash: code the policy did not allow stays refused.
 */
export function policyWithOwnHashes(policy: string, html: string): string {
  if (!policy.includes("'sha256-")) return policy;
  const own = inlineCodeHashes(html);
  return policy
    .split(';')
    .map((directive) =>
      directive
        .split(' ')
        .filter((source) => !HASH_SOURCE.test(source) || own.has(source))
        .join(' '),
    )
    .join(';');
}

/**
 * A rendered page with its policy header cut to its own code's hashes. The header goes out before
 * the body, so the page is read whole first: a page is complete once its frontmatter has loaded
 * its data (tens of kilobytes, rendered in a millisecond or two), so little is lost by not
 * streaming it. Other answers (JSON, files, redirects, pages with the hashless fallback policy)
 * come back as they were.
 */
export async function withOwnHashesHeader(response: Response): Promise<Response> {
  const policy = response.headers.get('content-security-policy');
  if (!policy?.includes("'sha256-") || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', policyWithOwnHashes(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
