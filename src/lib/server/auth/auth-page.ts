/**
 * The sign-in page's server side (/auth and /login): signed-in visitors go home (or to ?next),
 * plain form posts sign in or create an account, and refusals come back with the typed values.
 */
import type { AstroGlobal } from 'astro';
import { safeNextPath } from '../../domain/safe-next.ts';
import { setFlash } from '../http/flash.ts';
import { clientIp, fieldErrors, readForm } from '../http/forms.ts';
import { createAccount, signIn } from './accounts.ts';
import { QuickRegisterSchema, SignInSchema } from './schemas.ts';
import { startSession } from './sign-in.ts';

export type AuthPageState = {
  mode: 'signin' | 'register';
  values: Record<string, string>;
  errors: Record<string, string>;
  failure: { title: string; message: string } | null;
  next: string;
};

export async function handleAuthPage(Astro: AstroGlobal): Promise<Response | AuthPageState> {
  const next = safeNextPath(Astro.url.searchParams.get('next'));
  const state: AuthPageState = {
    mode: Astro.url.searchParams.get('mode') === 'register' ? 'register' : 'signin',
    values: {},
    errors: {},
    failure: null,
    next,
  };
  if (Astro.request.method !== 'POST') return Astro.locals.user ? Astro.redirect(next, 303) : state;

  state.values = await readForm(Astro.request);
  state.mode = state.values.intent === 'register' ? 'register' : 'signin';
  const outcome = state.mode === 'signin' ? await submitSignIn(state, clientIp(Astro)) : await submitRegistration(state, clientIp(Astro));
  if (!outcome) {
    Astro.response.status = 400;
    return state;
  }
  if (outcome.ok) {
    await startSession(Astro, outcome.userId);
    setFlash(
      Astro.cookies,
      state.mode === 'signin'
        ? { title: 'Login Successful', description: 'Welcome back!', variant: 'success' }
        : { title: 'Account created!', description: 'Welcome to Harlem. Your account is ready.', variant: 'success' },
    );
    return Astro.redirect(next, 303);
  }
  Astro.response.status = outcome.status;
  if (outcome.field) state.errors[outcome.field] = outcome.message;
  else state.failure = { title: state.mode === 'signin' ? 'Login Failed' : 'Registration Failed', message: outcome.message };
  // The password is never sent back into the page.
  delete state.values.password;
  return state;
}

/** Validates and signs in; null when the form itself was refused (errors are in state). */
async function submitSignIn(state: AuthPageState, ip: string) {
  const input = SignInSchema.safeParse(state.values);
  if (!input.success) {
    state.errors = fieldErrors(input.error.issues);
    return null;
  }
  return signIn(input.data.email, input.data.password, ip);
}

async function submitRegistration(state: AuthPageState, ip: string) {
  const input = QuickRegisterSchema.safeParse(state.values);
  if (!input.success) {
    state.errors = fieldErrors(input.error.issues);
    return null;
  }
  return createAccount({ ...input.data, lastName: input.data.lastName || null, role: 'user' }, ip);
}
