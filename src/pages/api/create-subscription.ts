/** POST /api/create-subscription (spec 02 section 7): opens Checkout for a Premium plan; 201 {checkoutUrl}. */
import { apiWrite } from '#lib/server/api/http.ts';
import { createSubscription } from '#lib/server/payments/payment-api.ts';

export const POST = apiWrite('nothing public', createSubscription);
