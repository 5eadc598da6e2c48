/** What the admin's Analytics tab shows: series per bucket, totals, busiest boards and categories, top pages. */
import type { AnalyticsPeriod } from '../domain/analytics-buckets.ts';

export type SeriesName = 'signups' | 'registrations' | 'favorites' | 'donations' | 'pageViews' | 'donationCents' | 'listingCents' | 'ticketCents' | 'uploadCents' | 'bookingCents';
export type RankedRow = { id: number; label: string; views: number; favorites: number; registrations: number };

export type AdminAnalyticsView = {
  period: AnalyticsPeriod;
  buckets: string[];
  series: Record<SeriesName, number[]>;
  totals: Record<SeriesName, number>;
  boards: RankedRow[];
  categories: RankedRow[];
  topBusinesses: { id: number; label: string; views: number }[];
  topEvents: { id: number; label: string; views: number }[];
};

/** The owner's figures for their business: views in the last 30 days (by day) and favorites. */
export type BusinessViewsView = { viewsLast30Days: number; viewsByDay: { day: string; views: number }[]; favorites: number };
