/** POST /api/create-business-listing-payment (spec 02 section 7): Checkout for a listing plan of the owner's business; 201 {checkoutUrl}. */
import { apiWrite } from '#lib/server/api/http.ts';
import { createListingPayment } from '#lib/server/payments/payment-api.ts';

export const POST = apiWrite('nothing public', (context) => createListingPayment(context));
