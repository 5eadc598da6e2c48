/** POST /api/create-business-listing-payment (spec 02 section 7): Checkout for a listing plan of the owner's business; 201 {checkoutUrl}. */
import { apiRoute } from '#lib/server/api/http.ts';
import { createListingPayment } from '#lib/server/payments/payment-api.ts';

export const POST = apiRoute((context) => createListingPayment(context));
