/**
 * The HTTP edge speaks keys (issue 32, decision 028): the middleware's early refusals, the body
 * reader's, the API's 404s and 401s, and the plain pages of files, sign-out, calendar files and ad
 * clicks. JSON answers English unless `?lang=` or Accept-Language asks; pages speak the visitor's
 * language (their address, else the page they came from, else the language they chose).
 */
import type { APIContext, APIRoute } from 'astro';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readBody } from '#lib/server/api/body.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { renderPayloadTooLarge } from '#lib/server/http/body-limit.ts';
import { visitorLocaleOf } from '#lib/server/http/visitor-locale.ts';
import { serveStoredFile } from '#lib/server/media/serve-file.ts';
import type { Database } from '#lib/server/db/client.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { GET as businessApi } from '#pages/api/businesses/[id].ts';
import { GET as businessReviewsApi } from '#pages/api/businesses/[id]/reviews.ts';
import { GET as businessVideosApi } from '#pages/api/businesses/[id]/videos/index.ts';
import { GET as currentUserApi } from '#pages/api/auth/user.ts';
import { GET as eventApi } from '#pages/api/events/[id].ts';
import { GET as ownerDashboardApi } from '#pages/api/business-owner/dashboard.ts';
import { GET as confirmSignOut, POST as signOut } from '#pages/api/auth/logout.ts';
import { GET as bookingCalendar } from '#pages/bookings/[id].ics.ts';
import { GET as followAd } from '#pages/ads/[id]/click.ts';
import { GET as storedFile } from '#pages/files/[...key].ts';
import { GET as finishExternalSignIn } from '#pages/api/login/[provider]/callback.ts';
import { resetConfig } from '#lib/server/config.ts';
import { callApi, cookieJar } from '../helpers/api.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { useFreshDatabase } from '../helpers/database.ts';

/** The message a JSON answer carries for a request to `path` with these headers. */
async function messageOf(route: APIRoute, path: string, params: Record<string, string>, user: SessionUser | null = null, headers = {}) {
  const answer = await callApi(route, path, params, { user, headers });
  return [answer.status, answer.body.message];
}

/** A page route called as the middleware leaves it: the address's language in locals, the language cookie, the headers. */
async function callPage(
  route: APIRoute,
  path: string,
  options: {
    params?: Record<string, string>;
    locale?: string;
    cookie?: string;
    headers?: Record<string, string>;
    method?: string;
    user?: SessionUser | null;
  } = {},
) {
  const url = new URL(path, 'http://localhost');
  const request = new Request(url, { method: options.method ?? 'GET', headers: options.headers });
  const jar = cookieJar();
  if (options.cookie) jar.values.set('hg_lang', options.cookie);
  const locals = { user: options.user ?? null, session: null, locale: options.locale ?? 'en', now: new Date() };
  const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });
  const context = { url, request, params: options.params ?? {}, locals, cookies: jar.cookies, redirect } as unknown as APIContext;
  const response = await route(context);
  return { status: response.status, location: response.headers.get('location'), html: await response.text(), cookies: jar.values };
}

// The middleware as Astro runs it: its handler, called with the request's context.
vi.mock('astro:middleware', () => ({ defineMiddleware: (handler: unknown) => handler }));

describe('the middleware’s early refusals', () => {
  const refuse = async (path: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const { onRequest } = await import('../../src/middleware.ts');
    const url = new URL(path, 'http://localhost');
    const context = {
      url,
      request: new Request(url, init),
      locals: {},
      cookies: cookieJar().cookies,
      routePattern: url.pathname,
      isPrerendered: false,
      originPathname: url.pathname,
    };
    const next = () => Promise.resolve(new Response('drawn'));
    const answer = (await (onRequest as unknown as (c: unknown, n: unknown) => Promise<Response>)(context, next)) as Response;
    const text = await answer.text();
    return [answer.status, answer.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text).message : text];
  };
  const crossSite = { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body: '{}' };

  it('refuse cross-site writes to the API in English unless asked', async () => {
    expect(await refuse('/api/favorites', crossSite)).toEqual([403, 'Cross-site requests are not allowed.']);
    expect(await refuse('/api/favorites?lang=es', crossSite)).toEqual([403, 'No se permiten solicitudes desde otros sitios.']);
    expect(await refuse('/api/favorites', { ...crossSite, headers: { ...crossSite.headers, 'accept-language': 'fr' } })).toEqual([
      403,
      'Les requêtes provenant d’autres sites ne sont pas autorisées.',
    ]);
  });

  it('refuse an action posted to the API, and a body declared too large', async () => {
    const own = { method: 'POST', headers: { origin: 'http://localhost', 'content-type': 'application/json' }, body: '{}' };
    expect(await refuse('/api/favorites?_action=x', own)).toEqual([400, 'Actions are not posted to the API.']);
    expect(await refuse('/api/favorites?_action=x&lang=fr', own)).toEqual([400, 'Les actions ne sont pas envoyées à l’API.']);
    const large = { ...own, headers: { ...own.headers, 'content-length': String(5 * 1024 * 1024) } };
    expect(await refuse('/api/auth/login', large)).toEqual([413, 'The request is too large. Please send at most 1 MB.']);
    expect(await refuse('/api/auth/login?lang=es', large)).toEqual([413, 'La solicitud es demasiado grande. Envía como máximo 1 MB.']);
    // An island's action call answers in the language of the page that made it.
    const fromFrench = { ...large, headers: { ...large.headers, referer: 'http://localhost/fr/events' } };
    expect(await refuse('/_actions/favorites.toggle', fromFrench)).toEqual([
      413,
      'La requête est trop volumineuse. Veuillez envoyer 1 Mo au maximum.',
    ]);
    const form = {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(5 * 1024 * 1024),
      },
      body: 'a=b',
    };
    const [status, page] = await refuse('/es/contact-us', form);
    expect(status).toBe(413);
    expect(page).toContain('<h1>Demasiado para enviar</h1>');
    expect(page).toContain('<a href="/es/contact-us">Volver al formulario</a>');
  });
});

describe('the body reader', () => {
  const post = (body: string, type: string) =>
    new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': type } });
  const refusal = (request: Request) =>
    readBody(request).then(
      () => null,
      (error: unknown) => error as HttpError,
    );

  it('refuses what is not a JSON object, in English and as the caller asks', async () => {
    const notJson = await refusal(post('{nope', 'application/json'));
    expect(notJson).toBeInstanceOf(HttpError);
    expect([notJson?.status, notJson?.message]).toEqual([400, 'The request body must be valid JSON.']);
    expect(notJson?.in('es').message).toBe('El cuerpo de la solicitud debe ser JSON válido.');
    const list = await refusal(post('[1]', 'application/json'));
    expect(list?.message).toBe('The request body must be a JSON object.');
    expect(list?.in('fr').message).toBe('Le corps de la requête doit être un objet JSON.');
  });

  it('refuses a body or a form it cannot read', async () => {
    const broken = new Request('http://localhost/api/x', {
      method: 'POST',
      body: new ReadableStream({ start: (controller) => controller.error(new Error('gone')) }),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const body = await refusal(broken);
    expect(body?.message).toBe('The request body could not be read. Please try again.');
    expect(body?.in('es').message).toBe('No se pudo leer el cuerpo de la solicitud. Inténtalo de nuevo.');
    const form = await refusal(post('no boundary here', 'multipart/form-data; boundary=x'));
    expect(form?.message).toBe('The form could not be read. Please try again.');
    expect(form?.in('fr').message).toBe('Le formulaire n’a pas pu être lu. Veuillez réessayer.');
  });
});

describe('the page for a body too large', () => {
  it('speaks the language it is given, linking back to the form at its address in that language', async () => {
    const html = await renderPayloadTooLarge('/contact-us', 'fr').text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Envoi trop volumineux</h1>');
    expect(html).toContain(
      'Votre envoi dépasse ce que ce formulaire accepte (1 Mo). Rien n’a été enregistré. Veuillez revenir en arrière, raccourcir votre texte et réessayer.',
    );
    expect(html).toContain('<a href="/fr/contact-us">Retour au formulaire</a>');
    const english = await renderPayloadTooLarge('/contact-us').text();
    expect(english).toContain(
      '<h1>Too Much to Send</h1><p>What you sent is larger than this form accepts (1 MB). Nothing was saved. Please go back, shorten your text and try again.</p>',
    );
    expect(english).toContain('<a href="/contact-us">Back to the form</a>');
  });
});

describe('the visitor’s language', () => {
  const of = (path: string, locale: string, headers: Record<string, string> = {}, cookie?: string) => {
    const jar = cookieJar();
    if (cookie) jar.values.set('hg_lang', cookie);
    return visitorLocaleOf({
      request: new Request(`http://localhost${path}`, { headers }),
      url: new URL(`http://localhost${path}`),
      locals: { locale: locale as 'en' },
      cookies: jar.cookies as unknown as APIContext['cookies'],
    });
  };
  it('is the address’s, then the calling page’s on this site, then the one chosen, else English', () => {
    expect(of('/ads/1/click', 'es')).toBe('es');
    expect(of('/fr/ads/1/click', 'en')).toBe('fr');
    expect(of('/files/x', 'en', { referer: 'http://localhost/fr/businesses/3' }, 'es')).toBe('fr');
    expect(of('/files/x', 'en', { referer: 'http://localhost/businesses/3' }, 'es')).toBe('en');
    expect(of('/files/x', 'en', { referer: 'http://evil.example/fr/x' }, 'es')).toBe('es');
    expect(of('/files/x', 'en', {}, 'de')).toBe('en');
  });
});

describe('the API’s refusals', () => {
  let admin: SessionUser;
  let member: SessionUser;
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    admin = await storeAccount(db, 'admin');
    member = await storeAccount(db, 'user');
  });

  it('say a missing business or event in English unless asked', async () => {
    const id = { id: '99999' };
    for (const route of [businessApi, businessReviewsApi, businessVideosApi]) {
      expect(await messageOf(route, '/api/businesses/99999', id)).toEqual([404, 'Business not found']);
      expect(await messageOf(route, '/api/businesses/99999?lang=es', id)).toEqual([404, 'No se encontró el negocio']);
    }
    expect(await messageOf(businessApi, '/api/businesses/99999', id, null, { 'accept-language': 'fr' })).toEqual([
      404,
      'Commerce introuvable',
    ]);
    expect(await messageOf(eventApi, '/api/events/99999', id)).toEqual([404, 'Event not found']);
    expect(await messageOf(eventApi, '/api/events/99999?lang=fr', id)).toEqual([404, 'Événement introuvable']);
  });

  it('say who is not signed in, and an owner without a business', async () => {
    expect(await messageOf(currentUserApi, '/api/auth/user', {})).toEqual([401, 'Unauthorized']);
    expect(await messageOf(currentUserApi, '/api/auth/user?lang=es', {})).toEqual([401, 'No autorizado']);
    expect((await callApi(currentUserApi, '/api/auth/user', {}, { user: member })).body).toMatchObject({ id: member.id });
    const dashboard = '/api/business-owner/dashboard';
    expect(await messageOf(ownerDashboardApi, dashboard, {}, admin)).toEqual([
      404,
      "You don't have a business associated with your account.",
    ]);
    expect(await messageOf(ownerDashboardApi, `${dashboard}?lang=fr`, {}, admin)).toEqual([
      404,
      'Aucun établissement n’est associé à votre compte.',
    ]);
    expect(await messageOf(ownerDashboardApi, `${dashboard}?business=99999`, {}, admin)).toEqual([404, 'Business not found']);
    expect(await messageOf(ownerDashboardApi, `${dashboard}?business=99999&lang=es`, {}, admin)).toEqual([
      404,
      'No se encontró el negocio',
    ]);
  });

  it('sign out with a goodbye and back home, and confirm a sign-out from elsewhere, in the visitor’s language', async () => {
    const away = await callPage(confirmSignOut, '/api/auth/logout', { user: member });
    expect(away.html).toContain(
      '<h1>Sign Out?</h1><p>Press the button to sign out of Harlem.</p><form method="post" action="/api/auth/logout"><button type="submit">Sign Out</button></form><p><a href="/">Go to the home page</a></p>',
    );
    const awayEs = await callPage(confirmSignOut, '/api/auth/logout', { user: member, cookie: 'es' });
    expect(awayEs.html).toContain('<html lang="es">');
    expect(awayEs.html).toContain('<h1>¿Cerrar sesión?</h1><p>Pulsa el botón para cerrar tu sesión en Harlem.</p>');
    expect(awayEs.html).toContain('<button type="submit">Cerrar sesión</button>');
    expect(awayEs.html).toContain('<a href="/es">Ir a la página de inicio</a>');
    const signedOut = await callPage(confirmSignOut, '/api/auth/logout', { headers: { referer: 'http://localhost/fr/events' } });
    expect(signedOut.html).toContain('<h1>Se déconnecter\u00a0?</h1><p>Vous n’êtes pas connecté.</p>');
    expect((await callPage(confirmSignOut, '/api/auth/logout')).html).toContain('<p>You are not signed in.</p>');

    const flashOf = (cookies: Map<string, string>) => JSON.parse(cookies.get('harlem_flash') ?? 'null');
    const english = await callPage(signOut, '/api/auth/logout', { method: 'POST', user: member });
    expect(english.status).toBe(303);
    expect(flashOf(english.cookies)).toEqual({ title: 'Signed out', description: 'See you soon in Harlem.' });
    const spanish = await callPage(signOut, '/api/auth/logout', {
      method: 'POST',
      user: member,
      headers: { referer: 'http://localhost/es/events' },
    });
    expect(flashOf(spanish.cookies)).toEqual({ title: 'Sesión cerrada', description: 'Hasta pronto en Harlem.' });
    // Each goes back to the home page in its language.
    expect([english.location, spanish.location]).toEqual(['/', '/es']);
  });
});

describe('an external sign-in', () => {
  beforeAll(async () => {
    await useFreshDatabase();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.GITHUB_CLIENT_ID;
    delete process.env.GITHUB_CLIENT_SECRET;
    resetConfig();
  });

  /** Signs in with GitHub (its answers stubbed) after starting from `next`, and gives the welcome it leaves. */
  async function welcome(next: string, email: string) {
    process.env.GITHUB_CLIENT_ID = 'client';
    process.env.GITHUB_CLIENT_SECRET = 'secret';
    resetConfig();
    const answers: Record<string, unknown> = {
      'https://github.com/login/oauth/access_token': { access_token: 'token', token_type: 'bearer', scope: 'user:email' },
      'https://api.github.com/user': { id: email.length, name: 'Ada Lovelace', login: 'ada' },
      'https://api.github.com/user/emails': [{ email, primary: true, verified: true }],
    };
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const address = typeof input === 'string' ? input : input.url;
      return new Response(JSON.stringify(answers[address]), {
        status: address in answers ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    });
    const url = new URL('http://localhost/api/login/github/callback?code=c&state=s');
    const jar = cookieJar();
    for (const [name, value] of Object.entries({ oauth_state: 's', oauth_next: next })) jar.values.set(name, value);
    const context = {
      url,
      request: new Request(url, { headers: { referer: 'https://github.com/' } }),
      params: { provider: 'github' },
      locals: { user: null, session: null, locale: 'en' },
      cookies: jar.cookies,
      redirect: (location: string, status = 302) => new Response(null, { status, headers: { location } }),
    } as unknown as APIContext;
    const answer = await finishExternalSignIn(context);
    return [answer.headers.get('location'), JSON.parse(jar.values.get('harlem_flash') ?? 'null')];
  }

  it('welcomes back in the language of the page it returns to', async () => {
    expect(await welcome('/events', 'ada@example.com')).toEqual([
      '/events',
      { title: 'Login Successful', description: 'Welcome back!', variant: 'success' },
    ]);
    expect(await welcome('/fr/events', 'grace@example.com')).toEqual([
      '/fr/events',
      { title: 'Connexion réussie', description: 'Bon retour parmi nous\u00a0!', variant: 'success' },
    ]);
  });
});

describe('plain pages outside the pages', () => {
  beforeAll(async () => {
    await useFreshDatabase();
  });

  it('say a booking not found on the account', async () => {
    const english = await callPage(bookingCalendar, '/bookings/12.ics', { params: { id: '12' } });
    expect(english.status).toBe(404);
    expect(english.html).toContain(
      '<h1>Booking Not Found</h1><p>We could not find that booking on your account.</p><p><a href="/dashboard">Your dashboard</a></p>',
    );
    const french = await callPage(bookingCalendar, '/bookings/12.ics', { params: { id: '12' }, cookie: 'fr' });
    expect(french.html).toContain(
      '<h1>Réservation introuvable</h1><p>Nous n’avons pas trouvé cette réservation dans votre compte.</p><p><a href="/fr/dashboard">Votre tableau de bord</a></p>',
    );
  });

  it('say an ad not found, at its address in each language', async () => {
    const english = await callPage(followAd, '/ads/x/click', { params: { id: 'x' } });
    expect(english.status).toBe(404);
    expect(english.html).toContain(
      '<h1>Ad Not Found</h1><p>This ad does not exist or has been removed.</p><p><a href="/">Return Home</a></p>',
    );
    const spanish = await callPage(followAd, '/es/ads/99999/click', { params: { id: '99999' }, locale: 'es' });
    expect(spanish.html).toContain(
      '<h1>Anuncio no encontrado</h1><p>Este anuncio no existe o se eliminó.</p><p><a href="/es">Volver al inicio</a></p>',
    );
  });

  it('say a file not found in the language of the page it was opened from', async () => {
    const english = await callPage(storedFile, '/files/photos/1/missing.webp', { params: { key: 'photos/1/missing.webp' } });
    expect(english.status).toBe(404);
    expect(english.html).toContain(
      '<h1>File Not Found</h1><p>This file does not exist or has been removed.</p><p><a href="/">Return Home</a></p>',
    );
    const french = await callPage(storedFile, '/files/photos/1/missing.webp', {
      params: { key: 'photos/1/missing.webp' },
      headers: { referer: 'http://localhost/fr/businesses/1' },
    });
    expect(french.html).toContain(
      '<h1>Fichier introuvable</h1><p>Ce fichier n’existe pas ou a été supprimé.</p><p><a href="/fr">Retour à l’accueil</a></p>',
    );
  });

  it('say a file that cannot be opened, never a crash', async () => {
    const failing = {
      select: () => {
        throw new Error('disk gone');
      },
    } as unknown as Database;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const english = await serveStoredFile(
      failing,
      new Request('http://localhost/files/uploads/1/00000000-0000-4000-8000-000000000000.pdf'),
      'uploads/1/00000000-0000-4000-8000-000000000000.pdf',
      null,
    );
    expect(english.status).toBe(500);
    expect(await english.text()).toContain(
      '<h1>File Unavailable</h1><p>This file cannot be opened right now. Please try again.</p><p><a href="/">Return Home</a></p>',
    );
    const spanish = await serveStoredFile(
      failing,
      new Request('http://localhost/files/uploads/1/00000000-0000-4000-8000-000000000000.pdf'),
      'uploads/1/00000000-0000-4000-8000-000000000000.pdf',
      null,
      'es',
    );
    expect(await spanish.text()).toContain(
      '<h1>Archivo no disponible</h1><p>No se puede abrir este archivo en este momento. Inténtalo de nuevo.</p>',
    );
    quiet.mockRestore();
  });
});
