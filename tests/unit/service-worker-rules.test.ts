/** What the service worker may store for whoever uses the browser next (src/service-worker/cache-rules.ts). */
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_VIEWER,
  carriesSecret,
  keptForViewer,
  offlinePageFor,
  shareable,
  VIEWER_HEADER,
} from '../../src/service-worker/cache-rules.ts';
import { sessionTag } from '#lib/server/security/tokens.ts';

const answer = (status: number, cacheControl?: string) =>
  new Response('<h1>Harlem</h1>', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });

describe('the service worker keeps only public answers', () => {
  it('keeps pages and files the server marked public, or did not mark', () => {
    expect(shareable(answer(200, 'public, max-age=0, s-maxage=60'))).toBe(true);
    expect(shareable(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(shareable(answer(200))).toBe(true);
  });

  it('never keeps a signed-in page, a personal answer, an error or a redirect', () => {
    expect(shareable(answer(200, 'private, no-store'))).toBe(false);
    expect(shareable(answer(200, 'no-store'))).toBe(false);
    expect(shareable(answer(200, 'Private'))).toBe(false);
    expect(shareable(answer(404, 'public, max-age=0'))).toBe(false);
    expect(shareable(answer(500))).toBe(false);
    expect(shareable(new Response(null, { status: 302, headers: { location: '/auth' } }))).toBe(false);
  });
});

describe("a signed-in member's pages are kept for them alone", () => {
  const page = (viewer: string | null, status = 200) =>
    new Response('<h1>Harlem</h1>', { status, headers: viewer ? { [VIEWER_HEADER]: viewer } : {} });

  it('keeps a page drawn for a member, outside the consoles and payments', () => {
    expect(keptForViewer(new URL('http://harlem.test/business/1'), page('3f9a0c1d2e4b5a6f'))).toBe(true);
    expect(keptForViewer(new URL('http://harlem.test/user-dashboard'), page('3f9a0c1d2e4b5a6f'))).toBe(true);
    for (const path of ['/admin', '/admin-panel', '/business-owner-dashboard', '/checkout', '/payment', '/settings', '/dev/outbox'])
      expect(keptForViewer(new URL(path, 'http://harlem.test'), page('3f9a0c1d2e4b5a6f')), path).toBe(false);
  });

  it('never keeps an anonymous page, a static file or an error that way', () => {
    expect(keptForViewer(new URL('http://harlem.test/business/1'), page(ANONYMOUS_VIEWER))).toBe(false);
    expect(keptForViewer(new URL('http://harlem.test/about-us'), page(null))).toBe(false);
    expect(keptForViewer(new URL('http://harlem.test/business/9999'), page('3f9a0c1d2e4b5a6f', 404))).toBe(false);
  });

  it('tags a session without revealing it, the same tag for the same session', () => {
    const session = 'a'.repeat(64);
    expect(sessionTag(session)).toMatch(/^[0-9a-f]{16}$/);
    expect(sessionTag(session)).toBe(sessionTag(session));
    expect(sessionTag(session)).not.toBe(sessionTag('b'.repeat(64)));
    expect(session).not.toContain(sessionTag(session));
  });
});

describe('addresses that carry a secret are kept by no cache', () => {
  it('names reset and confirmation tokens, checkout sessions, OAuth codes and ticket codes', () => {
    for (const address of [
      '/reset-password?token=abc',
      '/newsletter/confirm?token=abc',
      '/donate?session_id=cs_1',
      '/api/login/google/callback?code=x&state=y',
      '/tickets/check/abcdefgh',
    ])
      expect(carriesSecret(new URL(address, 'http://harlem.test')), address).toBe(true);
    for (const address of ['/events?view=list', '/business/1', '/tickets/3'])
      expect(carriesSecret(new URL(address, 'http://harlem.test')), address).toBe(false);
    const member = new Response('<h1>Harlem</h1>', { headers: { [VIEWER_HEADER]: '3f9a0c1d2e4b5a6f' } });
    expect(keptForViewer(new URL('http://harlem.test/donate?session_id=cs_1'), member)).toBe(false);
  });
});

describe('the rules read an address in any language (decision 024)', () => {
  const page = (viewer: string) =>
    new Response('<p>x</p>', { status: 200, headers: { 'content-type': 'text/html', [VIEWER_HEADER]: viewer } });
  it('offers the offline page in the language of the page that failed', () => {
    expect(offlinePageFor(new URL('https://guide.test/es/events/3'))).toBe('/es/offline');
    expect(offlinePageFor(new URL('https://guide.test/fr'))).toBe('/fr/offline');
    expect(offlinePageFor(new URL('https://guide.test/events'))).toBe('/offline');
  });
  it('keeps consoles and ticket checks out of the caches under /es/ and /fr/ too', () => {
    const tag = 'a'.repeat(16);
    expect(keptForViewer(new URL('https://guide.test/es/settings'), page(tag))).toBe(false);
    expect(keptForViewer(new URL('https://guide.test/fr/admin-panel'), page(tag))).toBe(false);
    expect(keptForViewer(new URL('https://guide.test/es/favorites'), page(tag))).toBe(true);
    expect(carriesSecret(new URL('https://guide.test/fr/tickets/check/abc'))).toBe(true);
  });
});

describe('push messages in the service worker', async () => {
  const { notificationOf, pageOfSite } = await import('../../src/service-worker/push.ts');
  const origin = 'https://harlem.example';

  it('shows the title and body the server sent, opening its page on this site', () => {
    expect(
      notificationOf(
        JSON.stringify({ title: 'Tomorrow: Jazz night', body: 'Starts at 7:30 PM', url: '/es/events/12', tag: 'notification-4' }),
        origin,
      ),
    ).toEqual({
      title: 'Tomorrow: Jazz night',
      options: {
        body: 'Starts at 7:30 PM',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: 'notification-4',
        data: { url: 'https://harlem.example/es/events/12' },
      },
    });
  });

  it('never opens another site, and survives a message that is not JSON', () => {
    expect(pageOfSite('https://evil.example/phish', origin)).toBe('https://harlem.example/');
    expect(pageOfSite('//evil.example/x', origin)).toBe('https://harlem.example/');
    expect(pageOfSite(42, origin)).toBe('https://harlem.example/');
    expect(notificationOf('plain words', origin)).toMatchObject({
      title: 'Harlem Guide',
      options: { body: 'plain words', data: { url: 'https://harlem.example/' } },
    });
    expect(notificationOf(null, origin).title).toBe('Harlem Guide');
  });
});

describe('the page the worker was installed on', async () => {
  const { pageToKeep } = await import('../../src/service-worker/cache-rules.ts');
  const origin = 'https://harlem.example';

  it('is fetched again as a prefetch of this site (page views count it once), without its fragment', () => {
    const request = pageToKeep(new URL('https://harlem.example/es/events/12/check-in#door'), origin)!;
    expect(request.url).toBe('https://harlem.example/es/events/12/check-in');
    expect(request.headers.get('purpose')).toBe('prefetch');
    expect(request.credentials).toBe('same-origin');
  });

  it('never for another site, the API, a form’s answer or an address with a secret', () => {
    for (const address of [
      'https://evil.example/events/1',
      'https://harlem.example/api/events',
      'https://harlem.example/es/api/events',
      'https://harlem.example/contact-us?_action=contact.send',
      'https://harlem.example/reset-password?token=abc',
      'https://harlem.example/tickets/check/abcdef',
    ]) {
      expect(pageToKeep(new URL(address), origin), address).toBeNull();
    }
  });
});

describe('the files of the page the worker was installed on', async () => {
  const { assetsToKeep } = await import('../../src/service-worker/cache-rules.ts');

  it('are only this site’s hashed scripts and styles, once each', () => {
    const kept = assetsToKeep(
      [
        'https://harlem.example/_astro/CheckInDesk.B1x2.js',
        'https://harlem.example/_astro/CheckInDesk.B1x2.js',
        'https://harlem.example/_astro/client.Cd3.css',
        'https://evil.example/_astro/x.js',
        'https://harlem.example/api/events',
        'https://harlem.example/_astro/x.js?v=2',
        'not an address',
        42,
      ],
      'https://harlem.example',
    );
    expect(kept.map((request) => request.url)).toEqual([
      'https://harlem.example/_astro/CheckInDesk.B1x2.js',
      'https://harlem.example/_astro/client.Cd3.css',
    ]);
    expect(assetsToKeep('nope', 'https://harlem.example')).toEqual([]);
  });
});
