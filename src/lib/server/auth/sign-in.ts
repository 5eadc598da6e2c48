/** Starting and ending a signed-in session on a request (cookie plus stored session). */
import type { APIContext, AstroGlobal } from 'astro';
import { deleteSessionCookie, setSessionCookie } from './cookies.ts';
import { createSession, generateSessionToken, invalidateSession } from './session.ts';
import { getDb } from '../db/client.ts';
import { rememberDevice } from './known-devices.ts';
import { setDisplayCookie } from '../preferences/display.ts';
import { setLanguageCookie, storedChoices } from '../preferences/language.ts';

type Context = Pick<APIContext | AstroGlobal, 'cookies' | 'locals'>;

export async function startSession(context: Context, userId: number): Promise<void> {
  // A fresh token on every sign-in: a token planted before sign-in is never promoted.
  if (context.locals.session) await invalidateSession(context.locals.session.id);
  const token = generateSessionToken();
  const session = await createSession(token, userId);
  setSessionCookie(context.cookies, token, session.expiresAt);
  // This browser is now known to the account: strangers' failures never hold it back (issue 31).
  await rememberDevice(getDb(), context.cookies, userId);
  // The member's display choices and language follow them to this device (one query at sign-in, none per page).
  const { display, language } = await storedChoices(getDb(), userId);
  if (display) setDisplayCookie(context.cookies, display);
  if (language) setLanguageCookie(context.cookies, language);
}

export async function endSession(context: Context): Promise<void> {
  if (context.locals.session) await invalidateSession(context.locals.session.id);
  deleteSessionCookie(context.cookies);
  context.locals.user = null;
  context.locals.session = null;
}
