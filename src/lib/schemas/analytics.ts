/** The query of GET /api/admin/analytics. */
import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../domain/analytics-buckets.ts';

export const AnalyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { message: 'expected day, week or month' }).default('day'),
});
