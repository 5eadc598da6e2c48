/** Where a live registration stands: a seat confirmed, or held while its payment is awaited. */
export type RegistrationStatus = 'confirmed' | 'awaiting_payment';
