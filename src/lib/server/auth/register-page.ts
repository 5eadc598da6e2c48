/**
 * The /register page's server side: the full form with every rule of spec 02 section 5.
 * A new account is signed in at once; choosing premium continues to the premium page.
 */
import type { AstroGlobal } from 'astro';
import { safeNextPath } from '../../domain/safe-next.ts';
import { setFlash } from '../http/flash.ts';
import { clientIp, fieldErrors, readForm } from '../http/forms.ts';
import { createAccount } from './accounts.ts';
import { RegisterSchema } from './schemas.ts';
import { startSession } from './sign-in.ts';

export type RegisterPageState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  failure: string | null;
  next: string;
};

export async function handleRegisterPage(Astro: AstroGlobal): Promise<Response | RegisterPageState> {
  const next = safeNextPath(Astro.url.searchParams.get('next'));
  const plan = Astro.url.searchParams.get('plan') === 'premium' ? 'premium' : 'free';
  const accountType = Astro.url.searchParams.get('type') === 'business_owner' ? 'business_owner' : 'user';
  const state: RegisterPageState = { values: { accountType, subscriptionPlan: plan }, errors: {}, failure: null, next };
  if (Astro.request.method !== 'POST') return Astro.locals.user ? Astro.redirect(next, 303) : state;

  state.values = await readForm(Astro.request);
  const input = RegisterSchema.safeParse(state.values);
  delete state.values.password;
  delete state.values.confirmPassword;
  if (!input.success) {
    state.errors = fieldErrors(input.error.issues);
    Astro.response.status = 400;
    return state;
  }
  const { email, password, firstName, lastName, accountType: role, subscriptionPlan } = input.data;
  const outcome = await createAccount({ email, password, firstName, lastName, role }, clientIp(Astro));
  if (!outcome.ok) {
    Astro.response.status = outcome.status;
    if (outcome.field) state.errors[outcome.field] = outcome.message;
    else state.failure = outcome.message;
    return state;
  }
  await startSession(Astro, outcome.userId);
  if (subscriptionPlan === 'premium') {
    setFlash(Astro.cookies, { title: 'Registration successful', description: 'Your account is ready. Choose monthly or yearly billing to start Premium.', variant: 'success' });
    return Astro.redirect('/premium', 303);
  }
  setFlash(Astro.cookies, { title: 'Registration successful', description: `Welcome to Harlem, ${firstName}! Your account is ready.`, variant: 'success' });
  return Astro.redirect(role === 'business_owner' && next === '/' ? '/dashboard' : next, 303);
}
