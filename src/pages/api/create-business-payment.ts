/** POST /api/create-business-payment (spec 02 section 7): the dashboard's upgrade, the Annual Premium plan; 201 {checkoutUrl}, returning to /checkout. */
import { apiRoute } from '../../lib/server/api/http.ts';
import { createListingPayment } from '../../lib/server/payments/payment-api.ts';

export const POST = apiRoute((context) => createListingPayment(context, 'annual-premium'));
