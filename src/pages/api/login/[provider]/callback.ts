/** GET /api/login/{provider}/callback: finishes external sign-in, then back to where the visitor was. */
import type { APIRoute } from 'astro';
import { safeNextPath } from '#lib/domain/safe-next.ts';
import { accountForProfile, configuredProviders, fetchProfile, type Provider } from '#lib/server/auth/oauth.ts';
import { startSession } from '#lib/server/auth/sign-in.ts';
import { setFlash } from '#lib/server/http/flash.ts';
import { isDatabaseUnavailable } from '#lib/server/db/client.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { visitorLocaleOf } from '#lib/server/http/visitor-locale.ts';
import { DEFAULT_LOCALE, splitLocale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

export const GET: APIRoute = async (context) => {
  const { url, cookies, params, redirect } = context;
  const provider = configuredProviders().find((name) => name === params.provider) as Provider | undefined;
  const state = cookies.get('oauth_state')?.value;
  const verifier = cookies.get('oauth_verifier')?.value ?? null;
  const next = safeNextPath(cookies.get('oauth_next')?.value);
  for (const name of ['oauth_state', 'oauth_verifier', 'oauth_next']) cookies.delete(name, { path: '/' });
  const code = url.searchParams.get('code');
  if (!provider) return redirect('/auth?error=oauth_unavailable', 303);
  if (!code || !state || url.searchParams.get('state') !== state) return redirect('/auth?error=auth_failed', 303);
  try {
    const profile = await fetchProfile(provider, siteOrigin(context), code, verifier);
    const userId = await accountForProfile(provider, profile);
    if (!userId) return redirect('/auth?error=oauth_email_unverified', 303);
    await startSession(context, userId);
    // Welcomed in the language of the page it goes back to, else the one the visitor chose (their account's, restored above).
    const back = splitLocale(next).locale;
    const t = { locale: back !== DEFAULT_LOCALE ? back : visitorLocaleOf(context) };
    setFlash(cookies, { title: m.accounts_flash_login_title({}, t), description: m.accounts_flash_login({}, t), variant: 'success' });
    return redirect(next, 303);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error(`External sign-in with ${provider} failed:`, error);
    return redirect('/auth?error=auth_failed', 303);
  }
};
