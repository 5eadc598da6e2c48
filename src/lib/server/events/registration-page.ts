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
import { ticketIdsFor } from './ticket-view.ts';
import { saleWindowOf, ticketTypesForSale } from './ticket-types-for-sale.ts';
import type { TicketOffer } from '#lib/views/ticket-offer.ts';
import { guideFeeRateOf } from '../fees/guide-fees.ts';
import { guideFeePerTicket } from '#lib/domain/guide-fee.ts';
import { getDb } from '../db/client.ts';
import { getRegistrationSnapshot, hasEnded, seatsFreeFor, type RegistrationSnapshot } from './registrations.ts';
import { withAllInPrices } from '../fees/all-in-prices.ts';
import { earlyAccessDaysFor, earlyAccessNote, earlyAccessRefusal } from './early-access.ts';
import type { Said } from '#lib/i18n/said.ts';

/** Which panel the page shows beside the event. */
export type RegistrationPanel = 'signed_out' | 'form' | 'registered' | 'offer' | 'full' | 'premium_only' | 'not_yet_open' | 'ended';

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
  /** The member's ticket for a paid, confirmed seat (the first of an order's). */
  ticketId: number | null;
  /** Every ticket of the member's confirmed order, in seat order (issue 33). */
  tickets: { id: number; seat: number; ticketType: string }[];
  /** The event's ticket types, when it sells by type: what each costs all in and whether it can be bought now. */
  offers: TicketOffer[];
  /** Early event access: why the member cannot register yet, or that Premium lets them now; null when the event is open to everyone. */
  earlyAccess: Said | null;
  /** After a refused order: the quantities asked for, by type id, and the code typed. */
  ordered: { quantities: Record<number, string>; promoCode: string };
};

const FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'emergencyContact', 'emergencyPhone', 'specialRequests'] as const;

/** The panel for a visitor and an event. */
function panelFor(snapshot: RegistrationSnapshot, user: SessionUser | null, now: Date, earlyDays: number): RegistrationPanel {
  if (snapshot.registration) return 'registered';
  if (hasEnded(snapshot.event, now)) return 'ended';
  // A visitor is offered a full event's waitlist (signing in first), not a form they cannot use.
  if (!user) return seatsFreeFor(snapshot) <= 0 ? 'full' : 'signed_out';
  if (snapshot.event.isPremium && !user.isPremium) return 'premium_only';
  if (earlyAccessRefusal(snapshot, earlyDays, now)) return 'not_yet_open';
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
  const earlyDays = user ? await earlyAccessDaysFor(getDb(), user, snapshot, now) : 0;
  const posted = formState(Astro.locals, actions.events.register);
  const unregister = formState(Astro.locals, actions.events.unregister);
  const pay = formState(Astro.locals, actions.payments.payTicket);
  const confirmSeat = formState(Astro.locals, actions.waitlist.confirm);
  const confirmed = snapshot.registration?.status === 'confirmed';
  const paidSeat = confirmed && snapshot.registration!.amountCents > 0;
  const ownTickets = (paidSeat || (confirmed && snapshot.registration?.lines)) && user ? await ticketIdsFor(getDb(), user.id, id.data) : [];
  const offers = await ticketOffers(snapshot, now);
  const postedList = (name: string) =>
    Object.keys(posted.values)
      .filter((key) => key.startsWith(`${name}#`))
      .map((key) => posted.values[key]);
  const postedTypes = postedList('ticketTypeId');
  const postedQuantities = postedList('quantity');
  return {
    snapshot,
    user,
    panel: panelFor(snapshot, user, now, earlyDays),
    earlyAccess: earlyAccessNote(snapshot, earlyDays, now),
    seatsLeft: Math.max(0, snapshot.event.maxCapacity - snapshot.seatsTaken),
    ended: hasEnded(snapshot.event, now),
    values: posted.refused ? Object.fromEntries(FORM_FIELDS.map((field) => [field, posted.values[field] ?? ''])) : prefill(user),
    errors: posted.errors,
    failure: posted.failure?.message ?? unregister.failure?.message ?? pay.failure?.message ?? confirmSeat.failure?.message ?? null,
    path: `/events/${id.data}/register`,
    ticketId: ownTickets[0]?.id ?? null,
    tickets: ownTickets,
    offers,
    ordered: {
      quantities: posted.refused ? Object.fromEntries(postedTypes.map((type, index) => [Number(type), postedQuantities[index] ?? ''])) : {},
      promoCode: posted.refused ? String(posted.values.promoCode ?? '') : '',
    },
  };
}

/** The event's ticket types with the guide's fee on each (the host's rate now), or none when it does not sell by type. */
async function ticketOffers(snapshot: RegistrationSnapshot, now: Date): Promise<TicketOffer[]> {
  const types = await ticketTypesForSale(getDb(), snapshot.event.id);
  if (types.length === 0) return [];
  const rate = await guideFeeRateOf(getDb(), snapshot.event.businessId, now);
  const startsAt = new Date(snapshot.event.startsAt);
  return types.map((type) => ({
    id: type.id,
    name: type.name,
    priceCents: type.priceCents,
    feeCents: guideFeePerTicket(type.priceCents, rate),
    left: type.left,
    maxPerOrder: type.maxPerOrder,
    window: saleWindowOf(type, startsAt, now),
    salesStartAt: type.salesStartAt,
  }));
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
