import { businessContentRoute } from '../../../../lib/server/api/business-content-route.ts';
import { listReviews } from '../../../../lib/server/queries/business-content.ts';

export const GET = businessContentRoute(listReviews);
