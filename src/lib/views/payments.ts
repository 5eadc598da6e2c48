/** What a return page from Checkout can say (PaymentOutcome.astro). */
export type OutcomeState = 'paid' | 'pending' | 'expired' | 'unknown';
