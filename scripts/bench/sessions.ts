/** The demo accounts' sessions, for the pages and APIs the bench measures signed in. */
import { DEMO_ACCOUNTS } from '#db/seed-data/people.ts';

export type Role = 'admin' | 'owner' | 'premium' | 'member';
export type Sessions = Record<Role, string>;

/** A session cookie for one demo account at a server. */
export async function signIn(base: string, role: Role): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email.startsWith(`${role}@`))!;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`Could not sign in as ${account.email} at ${base}: ${response.status}`);
  return cookie;
}

/** A session cookie for each demo account. */
export async function signInAll(base: string): Promise<Sessions> {
  return {
    admin: await signIn(base, 'admin'),
    owner: await signIn(base, 'owner'),
    premium: await signIn(base, 'premium'),
    member: await signIn(base, 'member'),
  };
}
