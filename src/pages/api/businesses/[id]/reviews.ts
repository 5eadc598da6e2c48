import { businessContentRoute } from '#lib/server/api/business-content-route.ts';
import { listReviews } from '#lib/server/businesses/business-content.ts';

export const GET = businessContentRoute(listReviews);
