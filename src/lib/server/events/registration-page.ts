/**
 * The event registration page's server side (/events/{id}/register): what the visitor may do
 * (sign in, fill the form, unregister, or read why not), and the plain form posts that register
 * or unregister, with Post/Redirect/Get and the visitor's values kept on refusal.
 */
import type { AstroGlobal } from 'astro';
import { IdParamSchema } from '../../schemas/api-query.ts';
import { requirePageUser } from '../auth/guards.ts';
import type { SessionUser } from '../auth/session.ts';
import { getDb } from '../db/client.ts';
import { setFlash } from '../http/flash.ts';
import { fieldErrors, isSpam, readForm } from '../http/forms.ts';
import { limitAttempt, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';
import {
  getRegistrationSnapshot,
  hasEnded,
  register,
  REGISTRATION_MESSAGES,
  REGISTRATION_POST_LIMIT,
  RegistrationSchema,
  cancelRegistration,
  unregisterFlash,
  type RegistrationSnapshot,
} from './registrations.ts';
import { siteOrigin } from '../http/site-url.ts';

/** Which panel the page shows beside the event. */
export type RegistrationPanel = 'signed_out' | 'form' | 'registered' | 'full' | 'premium_only' | 'ended';

export type RegistrationPageState = {
  snapshot: RegistrationSnapshot;
  user: SessionUser | null;
  panel: RegistrationPanel;
  seatsLeft: number;
  ended: boolean;
  /** The form's values: the visitor's after a refused post, else prefilled from the account. */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A refusal or failure shown above the panel. */
  failure: string | null;
  /** This page's path, for the form action and sign-in links. */
  path: string;
};

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'emergencyContact', 'emergencyPhone', 'specialRequests'] as const;

/** The panel for a visitor and an event, before any post. */
function panelFor(snapshot: RegistrationSnapshot, user: SessionUser | null, now: Date): RegistrationPanel {
  if (snapshot.registration) return 'registered';
  if (hasEnded(snapshot.event, now)) return 'ended';
  if (!user) return 'signed_out';
  if (snapshot.event.isPremium && !user.isPremium) return 'premium_only';
  if (snapshot.seatsTaken >= snapshot.event.maxCapacity) return 'full';
  return 'form';
}

/** Only the known fields, as strings (what the form posts back). */
function keepValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, values[field] ?? '']));
}

/**
 * Handles a GET or POST of the page. Returns null for an unknown event (the page answers 404
 * Event Not Found), a Response for redirects, or the state to render.
 */
export async function handleRegistrationPage(Astro: AstroGlobal): Promise<Response | RegistrationPageState | null> {
  const id = IdParamSchema.safeParse(Astro.params.id ?? '');
  if (!id.success) return null;
  const eventId = id.data;
  const path = `/events/${eventId}/register`;
  const db = getDb();
  const now = new Date();
  let user = Astro.locals.user;

  let failure: string | null = null;
  let errors: Record<string, string> = {};
  let posted: Record<string, string> | null = null;

  if (Astro.request.method === 'POST') {
    // A session that ended while the form was open: sign in, then come back here.
    const signedIn = requirePageUser(Astro);
    if (signedIn instanceof Response) return signedIn;
    user = signedIn;
    const values = await readForm(Astro.request);

    if (values.intent === 'unregister') {
      const outcome = await cancelRegistration(db, user.id, eventId).catch((error: unknown) => {
        console.error(`Unregistering user ${user!.id} from event ${eventId} failed:`, error);
        return null;
      });
      if (outcome === null) {
        failure = REGISTRATION_MESSAGES.unregisterFailed;
        Astro.response.status = 503;
      } else {
        setFlash(Astro.cookies, unregisterFlash(outcome));
        return Astro.redirect(path, 303);
      }
    } else if (isSpam(values)) {
      // Bots are told it worked; nothing is stored and no mail goes out.
      setFlash(Astro.cookies, { title: 'Registered', description: REGISTRATION_MESSAGES.registered, variant: 'success' });
      return Astro.redirect(path, 303);
    } else {
      posted = keepValues(values);
      const outcome = await submitRegistration(Astro, user, eventId, posted);
      if (outcome === 'registered') {
        setFlash(Astro.cookies, { title: 'Registered', description: REGISTRATION_MESSAGES.registered, variant: 'success' });
        return Astro.redirect(path, 303);
      }
      if (outcome === 'not_found') {
        Astro.response.status = 404;
        return null;
      }
      Astro.response.status = outcome.status;
      errors = outcome.errors;
      failure = outcome.failure;
    }
  }

  const snapshot = await getRegistrationSnapshot(db, eventId, user?.id ?? null);
  if (!snapshot) return null;
  const ended = hasEnded(snapshot.event, now);
  return {
    snapshot,
    user,
    // Read after any post, so a refusal shows the state that caused it (full, members-only...).
    panel: panelFor(snapshot, user, now),
    seatsLeft: Math.max(0, snapshot.event.maxCapacity - snapshot.seatsTaken),
    ended,
    values: posted ?? prefill(user),
    errors,
    failure,
    path,
  };
}

/** The account's name and email, for a fresh form. */
function prefill(user: SessionUser | null): Record<string, string> {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
    emergencyContact: '',
    emergencyPhone: '',
    specialRequests: '',
  };
}

type SubmitRefusal = { status: number; errors: Record<string, string>; failure: string | null };

async function submitRegistration(
  Astro: AstroGlobal,
  user: SessionUser,
  eventId: number,
  values: Record<string, string>,
): Promise<'registered' | 'not_found' | SubmitRefusal> {
  if (await limitAttempt([`event-registration:user:${user.id}`], REGISTRATION_POST_LIMIT)) {
    return { status: 429, errors: {}, failure: TOO_MANY_ATTEMPTS };
  }
  const input = RegistrationSchema.safeParse(values);
  if (!input.success) return { status: 400, errors: fieldErrors(input.error.issues), failure: null };
  try {
    const outcome = await register(getDb(), { user, eventId, contact: input.data, origin: siteOrigin(Astro) });
    if (outcome.ok) return 'registered';
    if (outcome.reason === 'not_found') return 'not_found';
    return { status: outcome.status, errors: {}, failure: outcome.message };
  } catch (error) {
    console.error(`Registering user ${user.id} for event ${eventId} failed:`, error);
    return { status: 503, errors: {}, failure: REGISTRATION_MESSAGES.failed };
  }
}
