/** POST /api/create-business-payment (spec 02 section 7): the dashboard's upgrade, the Annual Premium plan; 201 {checkoutUrl}, returning to /checkout. */
import { apiWrite } from '#lib/server/api/http.ts';
import { UPGRADE_PLAN_SLUG } from '#lib/server/listings/listing-payments.ts';
import { createListingPayment } from '#lib/server/payments/payment-api.ts';

export const POST = apiWrite('nothing public', (context) => createListingPayment(context, UPGRADE_PLAN_SLUG));
