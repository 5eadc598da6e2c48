import { businessContentRoute } from '../../../../lib/server/api/business-content-route.ts';
import { listVideos } from '../../../../lib/server/businesses/business-content.ts';

export const GET = businessContentRoute(listVideos);
