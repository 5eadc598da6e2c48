/** What the admin's Analytics tab shows (and GET /api/admin/analytics answers): plain, serialisable data. */
import type { AnalyticsPeriod } from '../domain/analytics-buckets.ts';

/** Counts per bucket: sign-ups, confirmed registrations, favorites added, paid donations, page views. */
export type ActivitySeries = 'signups' | 'registrations' | 'favorites' | 'donations' | 'pageViews';
/** Succeeded payments per bucket, in cents, one series per source. */
export type RevenueSeries = 'listingCents' | 'uploadCents' | 'ticketCents' | 'bookingCents' | 'donationCents';
export type SeriesName = ActivitySeries | RevenueSeries;

/** A community board or category with what happened around it in the period. */
export type RankedRow = { id: number; label: string; views: number; favorites: number; registrations: number };
export type TopPage = { id: number; label: string; views: number };

export type AdminAnalyticsView = {
  period: AnalyticsPeriod;
  /** First and last New York dates covered, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Oldest first: `label` for tables, `short` for chart axes. */
  buckets: { start: string; label: string; short: string }[];
  /** One number per bucket, zero where nothing happened. */
  series: Record<SeriesName, number[]>;
  totals: Record<SeriesName, number>;
  /** Every community board, busiest first. */
  boards: RankedRow[];
  /** The ten busiest categories. */
  categories: RankedRow[];
  topBusinesses: TopPage[];
  topEvents: TopPage[];
};

/** The owner's figures for their business: views in the last 30 days (by day, zero-filled) and favorites. */
export type BusinessViewsView = { viewsLast30Days: number; viewsByDay: { day: string; views: number }[]; favorites: number };
