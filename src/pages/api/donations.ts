/** POST /api/donations (spec 02 section 7): a gift, the amount in cents; 201 {checkoutUrl}, 400 with each field's message. */
import { apiWrite } from '#lib/server/api/http.ts';
import { createDonation } from '#lib/server/payments/payment-api.ts';

export const POST = apiWrite('nothing public', createDonation);
