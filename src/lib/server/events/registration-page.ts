/**
 * What the event registration page (/events/{id}/register) shows a visitor: sign in, the form,
 * the registration they hold (with Unregister), a seat held for them from the waitlist, or why
 * they cannot register (a full event offers its waitlist). Its forms post to
 * the events actions; after a refused post the form comes back with what was typed and the
 * messages (formState).
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { IdParamSchema } from '#lib/schemas/api-query.ts';
import { formState } from '../actions/form-state.ts';
import type { SessionUser } from '../auth/session.ts';
import { ticketIdFor } from './ticket-view.ts';
import { getDb } from '../db/client.ts';
import { getRegistrationSnapshot, hasEnded, seatsFreeFor, type RegistrationSnapshot } from './registrations.ts';
import { withAllInPrices } from '../fees/all-in-prices.ts';

/** Which panel the page shows beside the event. */
export type RegistrationPanel = 'signed_out' | 'form' | 'registered' | 'offer' | 'full' | 'premium_only' | 'ended';

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
  /** This page's path, for sign-in links and to come back to. */
  path: string;
  /** The member's ticket for a paid, confirmed seat. */
  ticketId: number | null;
};

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'emergencyContact', 'emergencyPhone', 'specialRequests'] as const;

/** The panel for a visitor and an event. */
function panelFor(snapshot: RegistrationSnapshot, user: SessionUser | null, now: Date): RegistrationPanel {
  if (snapshot.registration) return 'registered';
  if (hasEnded(snapshot.event, now)) return 'ended';
  // A visitor is offered a full event's waitlist (signing in first), not a form they cannot use.
  if (!user) return seatsFreeFor(snapshot) <= 0 ? 'full' : 'signed_out';
  if (snapshot.event.isPremium && !user.isPremium) return 'premium_only';
  // A seat held from the waitlist is confirmed with its own button (decision 019).
  if (snapshot.waitlist?.status === 'offered') return 'offer';
  if (seatsFreeFor(snapshot) <= 0) return 'full';
  return 'form';
}

/** The page's state, or null for an unknown event (the page answers 404 Event Not Found). */
export async function loadRegistrationPage(Astro: Pick<AstroGlobal, 'params' | 'locals'>): Promise<RegistrationPageState | null> {
  const id = IdParamSchema.safeParse(Astro.params.id ?? '');
  if (!id.success) return null;
  const user = Astro.locals.user;
  const now = new Date();
  // Read after any post, so a refusal shows the state that caused it (full, members-only...).
  const read = await getRegistrationSnapshot(getDb(), id.data, user?.id ?? null);
  if (!read) return null;
  // The price a buyer sees before registering is all in, with the guide's fee broken out (issue 33).
  const [event] = await withAllInPrices(getDb(), [read.event], now);
  const snapshot = { ...read, event };
  const posted = formState(Astro.locals, actions.events.register);
  const unregister = formState(Astro.locals, actions.events.unregister);
  const pay = formState(Astro.locals, actions.payments.payTicket);
  const confirmSeat = formState(Astro.locals, actions.waitlist.confirm);
  const paidSeat = snapshot.registration?.status === 'confirmed' && snapshot.registration.amountCents > 0;
  const ticketId = paidSeat && user ? await ticketIdFor(getDb(), user.id, id.data) : null;
  return {
    snapshot,
    user,
    panel: panelFor(snapshot, user, now),
    seatsLeft: Math.max(0, snapshot.event.maxCapacity - snapshot.seatsTaken),
    ended: hasEnded(snapshot.event, now),
    values: posted.refused ? Object.fromEntries(FORM_FIELDS.map((field) => [field, posted.values[field] ?? ''])) : prefill(user),
    errors: posted.errors,
    failure: posted.failure?.message ?? unregister.failure?.message ?? pay.failure?.message ?? confirmSeat.failure?.message ?? null,
    path: `/events/${id.data}/register`,
    ticketId,
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
