/**
 * What a listing payment's return page (/payment, /checkout) shows: the payment of the Checkout
 * Session in the address, if that session is the signed-in account's, and where it stands.
 * Read in the page itself, so the status (404 for someone else's or no session) is set in time.
 */
import { outcomeOf, type OutcomeState } from '#lib/views/payments.ts';
import { getDb } from '../db/client.ts';
import { retrieveOwnSession } from '../payments/checkout.ts';
import { getStripe } from '../payments/stripe.ts';
import { listingPaymentForSession, type ListingPaymentView } from './listing-payments.ts';

export type ListingReturn = { state: OutcomeState; payment: ListingPaymentView | null; paymentsOpen: boolean; status: number };

export async function loadListingReturn(url: URL, userId: number): Promise<ListingReturn> {
  const stripe = getStripe();
  const sessionId = url.searchParams.get('session_id') ?? '';
  const session = stripe && sessionId ? await retrieveOwnSession(stripe, sessionId, { userId, browserSessionIds: [] }) : null;
  const payment = session ? await listingPaymentForSession(getDb(), session.id) : null;
  const state = outcomeOf(Boolean(payment), payment?.status ?? null, session?.status);
  return { state, payment, paymentsOpen: Boolean(stripe), status: state === 'unknown' ? (stripe ? 404 : 503) : 200 };
}
