/**
 * External sign-in with arctic: GitHub, and Google with PKCE, each enabled when its client id
 * and secret are configured. An external identity joins an existing account only through a
 * verified email address; otherwise a new account is created.
 */
import { GitHub, Google, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import { and, eq } from 'drizzle-orm';
import { oauthAccounts, users } from '#db/schema.ts';
import { getConfig } from '../config.ts';
import { getDb } from '../db/client.ts';

export type Provider = 'github' | 'google';
export const PROVIDER_LABELS: Record<Provider, string> = { github: 'GitHub', google: 'Google' };

export function configuredProviders(): Provider[] {
  const { oauth } = getConfig();
  return (['github', 'google'] as const).filter((provider) => oauth[provider] !== null);
}

export function callbackUrl(origin: string, provider: Provider): string {
  return `${origin}/api/login/${provider}/callback`;
}

/** The provider's authorization address, with state (and the PKCE verifier for Google) to keep in cookies. */
export function startAuthorization(provider: Provider, origin: string): { url: URL; state: string; codeVerifier: string | null } {
  const settings = getConfig().oauth[provider];
  if (!settings) throw new Error(`${provider} sign-in is not configured`);
  const state = generateState();
  if (provider === 'github') {
    const client = new GitHub(settings.clientId, settings.clientSecret, callbackUrl(origin, provider));
    return { url: client.createAuthorizationURL(state, ['read:user', 'user:email']), state, codeVerifier: null };
  }
  const codeVerifier = generateCodeVerifier();
  const client = new Google(settings.clientId, settings.clientSecret, callbackUrl(origin, provider));
  return { url: client.createAuthorizationURL(state, codeVerifier, ['openid', 'profile', 'email']), state, codeVerifier };
}

export type ExternalProfile = {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** Exchanges the code and reads who signed in. Throws on any provider error. */
export async function fetchProfile(
  provider: Provider,
  origin: string,
  code: string,
  codeVerifier: string | null,
): Promise<ExternalProfile> {
  const settings = getConfig().oauth[provider];
  if (!settings) throw new Error(`${provider} sign-in is not configured`);
  if (provider === 'google') {
    if (!codeVerifier) throw new Error('Missing PKCE verifier');
    const client = new Google(settings.clientId, settings.clientSecret, callbackUrl(origin, provider));
    const tokens = await client.validateAuthorizationCode(code, codeVerifier);
    const claims = decodeIdToken(tokens.idToken()) as {
      sub: string;
      email?: string;
      email_verified?: boolean;
      given_name?: string;
      family_name?: string;
    };
    return {
      providerUserId: claims.sub,
      email: claims.email?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
    };
  }
  const client = new GitHub(settings.clientId, settings.clientSecret, callbackUrl(origin, provider));
  const tokens = await client.validateAuthorizationCode(code);
  const headers = { authorization: `Bearer ${tokens.accessToken()}`, 'user-agent': 'harlem-guide', accept: 'application/vnd.github+json' };
  const [userResponse, emailsResponse] = await Promise.all([
    fetch('https://api.github.com/user', { headers }),
    fetch('https://api.github.com/user/emails', { headers }),
  ]);
  if (!userResponse.ok) throw new Error(`GitHub user lookup failed (${userResponse.status})`);
  const profile = (await userResponse.json()) as { id: number; name?: string | null; login: string };
  const emails = emailsResponse.ok ? ((await emailsResponse.json()) as { email: string; primary: boolean; verified: boolean }[]) : [];
  const primary = emails.find((entry) => entry.primary && entry.verified) ?? emails.find((entry) => entry.verified);
  const [firstName, ...rest] = (profile.name ?? profile.login).split(' ');
  return {
    providerUserId: String(profile.id),
    email: primary?.email.toLowerCase() ?? null,
    emailVerified: Boolean(primary),
    firstName,
    lastName: rest.join(' ') || null,
  };
}

/** The account for an external identity: linked before, or by verified email, or new. Null when it cannot be linked safely. */
export async function accountForProfile(provider: Provider, profile: ExternalProfile): Promise<number | null> {
  const db = getDb();
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.providerUserId)));
  if (linked) return linked.userId;
  if (!profile.email || !profile.emailVerified) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, profile.email));
  const userId =
    existing?.id ??
    (
      await db
        .insert(users)
        .values({ email: profile.email, firstName: profile.firstName, lastName: profile.lastName, emailVerifiedAt: new Date() })
        .returning({ id: users.id })
    )[0].id;
  await db.insert(oauthAccounts).values({ provider, providerUserId: profile.providerUserId, userId }).onConflictDoNothing();
  return userId;
}
