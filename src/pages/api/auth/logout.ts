/**
 * Signing out: POST from the UI's forms, back to the home page in the visitor's language. A GET (an old link or bookmark)
 * signs out only when it is a navigation from this site or typed in the address bar; from
 * anywhere else (an image, another site's link) it shows a page asking to confirm with a button,
 * so no other site can sign a visitor out. Both speak the visitor's language (http/visitor-locale.ts).
 */
import type { APIContext } from 'astro';
import { apiRoute, apiWrite } from '#lib/server/api/http.ts';
import { endSession } from '#lib/server/auth/sign-in.ts';
import { setFlash } from '#lib/server/http/flash.ts';
import { renderPlainPage } from '#lib/server/http/plain-page.ts';
import { visitorLocaleOf } from '#lib/server/http/visitor-locale.ts';
import { isSameSiteNavigation } from '#lib/server/security/same-origin.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

async function signOut(context: APIContext) {
  const wasSignedIn = Boolean(context.locals.user);
  const locale = visitorLocaleOf(context);
  await endSession(context);
  if (wasSignedIn) {
    const t = { locale };
    setFlash(context.cookies, { title: m.accounts_flash_signed_out_title({}, t), description: m.accounts_flash_signed_out({}, t) });
  }
  // Back to the home page in the visitor's language.
  return context.redirect(localizePath(locale, '/'), 303);
}

export const POST = apiWrite('nothing public', signOut);
export const GET = apiRoute((context) => {
  if (isSameSiteNavigation(context.request)) return signOut(context);
  const locale = visitorLocaleOf(context);
  const t = { locale };
  return renderPlainPage({
    status: 200,
    lang: locale,
    title: m.server_sign_out_title({}, t),
    message: context.locals.user ? m.server_sign_out_page({}, t) : m.server_sign_out_not_signed_in({}, t),
    link: { href: localizePath(locale, '/'), label: m.server_error_link({}, t) },
    form: context.locals.user ? { action: '/api/auth/logout', label: m.account_sign_out({}, t) } : undefined,
  });
});
