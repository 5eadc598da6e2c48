/** What a return page from Checkout can say (PaymentOutcome.astro). */
export type OutcomeState = 'paid' | 'pending' | 'expired' | 'unknown';

/**
 * Where a payment stands on its return page: unknown without a record of the visitor's own,
 * paid once the webhook has applied it, expired when the record or Checkout says so, else
 * pending (the page refreshes itself until the webhook arrives).
 */
export function outcomeOf(found: boolean, recordStatus: string | null, checkoutStatus: string | null | undefined): OutcomeState {
  if (!found) return 'unknown';
  if (recordStatus === 'paid') return 'paid';
  if (recordStatus === 'expired' || checkoutStatus === 'expired') return 'expired';
  return 'pending';
}
