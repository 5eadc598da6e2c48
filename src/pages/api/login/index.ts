/**
 * GET /api/login[?provider=github|google][&next=/path]: starts external sign-in. With no provider
 * configured it returns to /auth with a clear notice.
 */
import type { APIRoute } from 'astro';
import { safeNextPath } from '#lib/domain/safe-next.ts';
import { configuredProviders, startAuthorization, type Provider } from '#lib/server/auth/oauth.ts';
import { getConfig } from '#lib/server/config.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';

export const GET: APIRoute = (context) => {
  const { url, cookies, redirect } = context;
  const providers = configuredProviders();
  const asked = url.searchParams.get('provider');
  const provider = providers.find((name) => name === asked) ?? (providers.length === 1 ? providers[0] : null);
  const next = safeNextPath(url.searchParams.get('next'));
  if (!provider) {
    const error = providers.length === 0 ? 'oauth_unavailable' : 'auth_failed';
    return redirect(`/auth?error=${error}${next === '/' ? '' : `&next=${encodeURIComponent(next)}`}`, 303);
  }
  const { url: target, state, codeVerifier } = startAuthorization(provider as Provider, siteOrigin(context));
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: getConfig().secureCookies, path: '/', maxAge: 600 };
  cookies.set('oauth_state', state, options);
  cookies.set('oauth_next', next, options);
  if (codeVerifier) cookies.set('oauth_verifier', codeVerifier, options);
  return redirect(target.toString(), 302);
};
