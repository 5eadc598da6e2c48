/**
 * The authorization matrix: every route and API endpoint that exists (read from src/pages) and
 * every action (src/actions) × anonymous, member, premium member, business owner, another
 * business's owner and admin, with the expected outcome for each. A route or action missing from
 * it fails tests/e2e/authorization.spec.ts: add new ones here. The Node server runs every role
 * (tests/e2e/authorization.spec.ts), the Workers bundle the anonymous and member rows
 * (tests/edge/authorization.spec.ts); authorization-runner.ts asks the questions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { createClient } from '@libsql/client';
import { hashPassword } from '#lib/server/auth/password.ts';
import { ACCOUNTS as DEMO } from '../e2e/fixtures.ts';

export const ROLES = ['anon', 'member', 'premium', 'owner', 'otherOwner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** 200-299, a status, a redirect to sign-in that comes back, or a redirect to a path. */
export type Outcome = 'ok' | 'signin' | number | { redirect: string };
export type Check = {
  path: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  data?: unknown;
  expect: Outcome | (Partial<Record<Role, Outcome>> & { rest?: Outcome });
  /** Text that must (or must not) appear for a role, where the same status hides different data. */
  contains?: Partial<Record<Role, string>>;
  excludes?: Partial<Record<Role, string>>;
  /** Run with a fresh sign-in (the call ends the session). */
  fresh?: boolean;
  /** What the Workers bundle answers instead, where the platform itself decides otherwise (say why beside it). */
  onWorkers?: Pick<Check, 'expect' | 'contains' | 'excludes'>;
};

const PUBLIC: Outcome = 'ok';
const SIGNED_IN_ONLY = { anon: 'signin', rest: 'ok' } as const;
const API_SIGNED_IN_ONLY = { anon: 401, rest: 'ok' } as const;
const ADMIN_ONLY = { anon: 'signin', admin: 'ok', rest: 403 } as const;
const OWNER_PAGES = { anon: 'signin', member: 403, premium: 403, rest: 'ok' } as const;
/** The business dashboard: owners manage their business there; members (no business yet) find one to claim. */
const DASHBOARD_OR_CLAIM = { anon: 'signin', rest: 'ok' } as const;
const SIGNED_OUT_ONLY = { anon: 'ok', rest: { redirect: '/' } } as const;
const OTHER_BUSINESS = 'Mount Morris Coffee House';
/** The demo owner's business page and its claim page (paths found by prepareMatrix): no claim link, nothing to claim. */
const OWNED_BUSINESS_PAGE: Check = { path: '', expect: PUBLIC, excludes: { anon: 'Claim this business', member: 'Claim this business' } };
const OWNED_BUSINESS_CLAIM: Check = {
  path: '',
  expect: { anon: 'signin', owner: { redirect: '/business-dashboard' }, admin: 403, rest: 409 },
  contains: { member: 'This listing already has an owner.' },
  excludes: { member: 'How should we check it is yours?' },
};

/** The check-in page of an event of the owner's business (its path found by prepareMatrix): the owner and admins only. */
const OWNER_EVENT_CHECK_IN: Check = {
  path: '',
  expect: { anon: 'signin', member: 403, premium: 403, otherOwner: 403, rest: 'ok' },
  contains: { owner: 'Start scanning', admin: 'Start scanning' },
  excludes: { otherOwner: 'Start scanning' },
};

export const MATRIX: Record<string, Check[]> = {
  '/': [{ path: '/', expect: PUBLIC }],
  '/404': [{ path: '/404', expect: 404 }],
  '/about-us': [{ path: '/about-us', expect: PUBLIC }],
  '/admin': [
    { path: '/admin', expect: ADMIN_ONLY, contains: { admin: 'Admin Dashboard', member: 'Admin access required' } },
    {
      path: '/admin?tab=moderation',
      expect: ADMIN_ONLY,
      contains: { admin: 'Listing claims and new listings' },
      excludes: { owner: 'Listing claims' },
    },
    { path: '/admin?tab=tours', expect: ADMIN_ONLY, contains: { admin: 'Sugar Hill and Hamilton Heights' } },
  ],
  '/admin/plans': [
    {
      path: '/admin/plans',
      expect: ADMIN_ONLY,
      contains: { admin: 'Partnership plans', member: 'Admin access required' },
      excludes: { owner: 'Partnership plans' },
    },
  ],
  '/admin/rewards': [
    {
      path: '/admin/rewards',
      expect: ADMIN_ONLY,
      contains: { admin: 'Sweet potato pie for two', member: 'Admin access required' },
      excludes: { owner: 'Sweet potato pie' },
    },
  ],
  '/admin/translations': [
    {
      path: '/admin/translations?language=fr&kind=reward&show=all',
      expect: ADMIN_ONLY,
      contains: { admin: 'Sweet potato pie for two', member: 'Admin access required' },
      excludes: { owner: 'Sweet potato pie' },
    },
  ],
  '/admin/ads': [
    {
      path: '/admin/ads',
      expect: ADMIN_ONLY,
      contains: { admin: 'Waiting for approval', member: 'Admin access required' },
      excludes: { owner: 'Waiting for approval' },
    },
  ],
  '/advertiser': [
    { path: '/advertiser', expect: SIGNED_IN_ONLY, contains: { owner: 'Advertiser dashboard', member: 'Advertiser dashboard' } },
  ],
  '/advertiser/ads/[id]': [{ path: '/advertiser/ads/999999', expect: { anon: 'signin', rest: 404 } }],
  // Drawn artwork of a business or event without a picture: public, an active record's only.
  '/art/business/[id].svg': [
    { path: '/art/business/1.svg', expect: PUBLIC, contains: { anon: 'Apollo Theater</tspan>' } },
    { path: '/art/business/999999.svg', expect: 404 },
    { path: '/art/business/01.svg', expect: 404 },
  ],
  '/art/event/[id].svg': [
    { path: '/art/event/1.svg', expect: PUBLIC, contains: { anon: '<svg' } },
    { path: '/art/event/999999.svg', expect: 404 },
  ],
  '/ads/slot': [{ path: '/ads/slot?placement=home', expect: PUBLIC, contains: { anon: '"ad"' } }],
  '/ads/seen': [{ path: '/ads/seen?v=00000000-0000-4000-8000-000000000000', expect: 204 }],
  '/ads/[id]/click': [{ path: '/ads/999999/click', expect: 404 }],
  '/admin-panel': [{ path: '/admin-panel', expect: ADMIN_ONLY, contains: { owner: 'Admin access required', admin: 'Create Business' } }],
  '/api/admin/businesses': [{ path: '/api/admin/businesses', method: 'POST', data: {}, expect: { anon: 401, admin: 400, rest: 403 } }],
  '/api/admin/events': [{ path: '/api/admin/events', method: 'POST', data: {}, expect: { anon: 401, admin: 400, rest: 403 } }],
  '/api/admin/analytics': [
    { path: '/api/admin/analytics?period=week', expect: { anon: 401, admin: 'ok', rest: 403 }, contains: { admin: '"pageViews"' } },
    { path: '/api/admin/analytics?period=year', expect: { anon: 401, admin: 400, rest: 403 } },
  ],
  '/api/admin/exports/[table]': [
    {
      path: '/api/admin/exports/users',
      expect: { anon: 401, admin: 'ok', rest: 403 },
      contains: { admin: 'admin@harlemguide.example' },
      excludes: { admin: 'scrypt' },
    },
    { path: '/api/admin/exports/passwords', expect: { anon: 401, admin: 404, rest: 403 } },
  ],
  '/api/admin/dashboard': [
    { path: '/api/admin/dashboard', expect: { anon: 401, admin: 'ok', rest: 403 }, contains: { admin: '"awaitingDecision"' } },
    {
      path: '/api/admin/dashboard?tab=users&q=admin%40harlemguide.example',
      expect: { anon: 401, admin: 'ok', rest: 403 },
      contains: { admin: 'admin@harlemguide.example' },
      excludes: { admin: 'passwordHash' },
    },
  ],
  '/advertise-with-us': [
    {
      path: '/advertise-with-us',
      expect: PUBLIC,
      contains: { anon: 'You will be asked to sign in first', member: 'Subscribe to Spotlight' },
      excludes: { member: 'You will be asked to sign in first' },
    },
  ],
  '/advertise-with-us/inquiry': [{ path: '/advertise-with-us/inquiry', expect: PUBLIC }],
  '/api/[...path]': [{ path: '/api/no-such-endpoint', expect: 404 }],
  '/api/auth/login': [{ path: '/api/auth/login', method: 'POST', data: {}, expect: 400 }],
  '/api/auth/logout': [{ path: '/api/auth/logout', method: 'POST', expect: { redirect: '/' }, fresh: true }],
  '/api/auth/register': [{ path: '/api/auth/register', method: 'POST', data: {}, expect: 400 }],
  '/api/auth/user': [{ path: '/api/auth/user', expect: API_SIGNED_IN_ONLY }],
  '/api/business-categories': [{ path: '/api/business-categories', expect: PUBLIC }],
  '/api/businesses': [
    { path: '/api/businesses', expect: PUBLIC },
    // Paging by cursor is the same for everyone: a cursor this list never gave out is a 400, never a 500.
    { path: '/api/businesses?limit=2&cursor=not-a-cursor', expect: 400, contains: { anon: 'Link header' } },
    { path: '/api/businesses?offset=1001', expect: 400 },
  ],
  '/api/businesses/[id]': [
    { path: '/api/businesses/1', expect: PUBLIC },
    // Business 1 belongs to neither owner: only an admin gets as far as the (empty) changes.
    { path: '/api/businesses/1', method: 'PATCH', data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  ],
  '/api/business-owner/dashboard': [
    {
      path: '/api/business-owner/dashboard',
      expect: { anon: 401, member: 403, premium: 403, admin: 404, rest: 'ok' },
      contains: { owner: 'Lenox Avenue Soul Kitchen', otherOwner: OTHER_BUSINESS },
      excludes: { otherOwner: 'Lenox Avenue Soul Kitchen' },
    },
  ],
  '/api/businesses/[id]/payouts': [
    // Business 1 is neither owner's: only an admin reads its (empty) payouts.
    { path: '/api/businesses/1/payouts', expect: { anon: 401, admin: 'ok', rest: 403 }, contains: { admin: '"connected":false' } },
  ],
  '/api/businesses/[id]/sales': [
    // Business 1 is neither owner's: only an admin reads its sales; a business that does not exist is not found.
    { path: '/api/businesses/1/sales', expect: { anon: 401, admin: 'ok', rest: 403 }, contains: { admin: '"totals":' } },
    { path: '/api/businesses/1/sales?format=csv', expect: { anon: 401, admin: 'ok', rest: 403 }, contains: { admin: 'Net to you' } },
    { path: '/api/businesses/999999/sales', expect: { anon: 401, admin: 404, rest: 403 } },
  ],
  '/api/businesses/[id]/photos': [{ path: '/api/businesses/1/photos', expect: PUBLIC }],
  '/api/businesses/[id]/reviews': [{ path: '/api/businesses/1/reviews', expect: PUBLIC }],
  '/api/businesses/[id]/videos': [
    { path: '/api/businesses/1/videos', expect: PUBLIC },
    // Business 1 is neither owner's: only an admin gets as far as the (empty) form.
    { path: '/api/businesses/1/videos', method: 'POST', data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  ],
  '/api/businesses/[id]/videos/[videoId]': [
    { path: '/api/businesses/1/videos/999999', method: 'DELETE', expect: { anon: 401, admin: 404, rest: 403 } },
  ],
  '/api/business-photos': [
    { path: '/api/business-photos', method: 'POST', data: {}, expect: { anon: 401, member: 403, premium: 403, rest: 415 } },
  ],
  '/api/business-photos/[id]': [
    { path: '/api/business-photos/999999', method: 'DELETE', expect: { anon: 401, member: 403, premium: 403, rest: 404 } },
  ],
  '/files/[...key]': [{ path: '/files/photos/1/not-a-stored-file.webp', expect: 404 }],
  '/api/community-boards': [{ path: '/api/community-boards', expect: PUBLIC }],
  '/api/create-business-listing-payment': [
    {
      path: '/api/create-business-listing-payment',
      method: 'POST',
      data: { businessId: 999999, listingType: 'basic' },
      expect: { anon: 401, admin: 404, rest: 403 },
    },
  ],
  '/api/create-business-payment': [
    { path: '/api/create-business-payment', method: 'POST', data: { businessId: 999999 }, expect: { anon: 401, admin: 404, rest: 403 } },
  ],
  '/api/create-subscription': [
    { path: '/api/create-subscription', method: 'POST', data: { planId: 'no-such-plan' }, expect: { anon: 401, rest: 400 } },
  ],
  '/api/donations': [{ path: '/api/donations', method: 'POST', data: { amount: 0 }, expect: 400 }],
  '/api/events': [
    { path: '/api/events', expect: PUBLIC },
    { path: '/api/events?cursor=WyJldmVudHMiLDEsMl0', expect: 400, contains: { anon: 'Link header' } },
    // Posting an event: owners and admins get as far as the (empty) form.
    { path: '/api/events', method: 'POST', data: {}, expect: { anon: 401, member: 403, premium: 403, rest: 400 } },
  ],
  '/api/events/calendar': [{ path: '/api/events/calendar?month=2026-12', expect: PUBLIC }],
  '/api/events/[id]': [
    { path: '/api/events/1', expect: PUBLIC },
    { path: '/api/events/999999', method: 'PATCH', data: {}, expect: { anon: 401, member: 403, premium: 403, rest: 404 } },
    { path: '/api/events/999999', method: 'DELETE', expect: { anon: 401, member: 403, premium: 403, rest: 404 } },
  ],
  '/api/events/[id]/attendees': [{ path: '/api/events/999999/attendees', expect: { anon: 401, member: 403, premium: 403, rest: 404 } }],
  '/api/events/[id]/register': [{ path: '/api/events/999999/register', method: 'POST', expect: { anon: 401, rest: 404 } }],
  '/api/health': [{ path: '/api/health', expect: PUBLIC }],
  '/api/login': [{ path: '/api/login', expect: { redirect: '/auth?error=oauth_unavailable' } }],
  '/api/login/[provider]/callback': [
    { path: '/api/login/github/callback?code=x&state=y', expect: { redirect: '/auth?error=oauth_unavailable' } },
  ],
  '/api/messages': [{ path: '/api/messages', expect: API_SIGNED_IN_ONLY }],
  '/api/partnerships/apply': [{ path: '/api/partnerships/apply', method: 'POST', data: {}, expect: 400 }],
  '/api/stripe/webhook': [
    { path: '/api/stripe/webhook', method: 'POST', data: { id: 'evt_unsigned', type: 'checkout.session.completed' }, expect: 400 },
  ],
  '/api/subscription-plans': [{ path: '/api/subscription-plans', expect: PUBLIC, contains: { anon: 'explorer-premium-monthly' } }],
  '/api/trip-planner': [
    { path: '/api/trip-planner?duration=full-day&interests=music', expect: PUBLIC },
    { path: '/api/trip-planner?duration=full-day', expect: 400 },
  ],
  '/api/user/events': [{ path: '/api/user/events', expect: API_SIGNED_IN_ONLY }],
  '/api/user/events/[id]/register': [
    { path: '/api/user/events/999999/register', method: 'POST', expect: { anon: 401, rest: 404 } },
    { path: '/api/user/events/999999/register', method: 'DELETE', expect: { anon: 401, rest: 404 } },
  ],
  '/api/user/favorites': [{ path: '/api/user/favorites', expect: API_SIGNED_IN_ONLY }],
  '/api/user/favorites/[businessId]': [
    { path: '/api/user/favorites/999999', method: 'POST', expect: { anon: 401, rest: 404 } },
    { path: '/api/user/favorites/999999', method: 'DELETE', expect: { anon: 401, rest: 404 } },
  ],
  '/auth': [{ path: '/auth', expect: SIGNED_OUT_ONLY }],
  '/business-dashboard': [
    {
      path: '/business-dashboard',
      expect: DASHBOARD_OR_CLAIM,
      contains: {
        owner: 'Lenox Avenue Soul Kitchen',
        otherOwner: OTHER_BUSINESS,
        member: 'Claim your listing',
        premium: 'Claim your listing',
      },
      excludes: { otherOwner: 'Lenox Avenue Soul Kitchen', member: 'Business owner access required', owner: 'Claim your listing' },
    },
    // An admin asking for a business that does not exist: not found, not "no business associated".
    // Owners always see their own (the parameter is for admins).
    {
      path: '/business-dashboard?business=999999',
      expect: { ...DASHBOARD_OR_CLAIM, admin: 404 },
      contains: { admin: 'Business Not Found', owner: 'Lenox Avenue Soul Kitchen' },
      excludes: { admin: 'No Business Associated' },
    },
  ],
  '/business-uploads': [
    {
      path: '/business-uploads',
      expect: OWNER_PAGES,
      contains: { owner: 'Business Upload Center', member: 'Business owner access required' },
    },
  ],
  '/api/business-uploads': [
    { path: '/api/business-uploads', method: 'POST', data: {}, expect: { anon: 401, member: 403, premium: 403, rest: 415 } },
  ],
  '/api/business-uploads/[id]': [
    { path: '/api/business-uploads/999999', method: 'DELETE', expect: { anon: 401, member: 403, premium: 403, rest: 404 } },
  ],
  '/api/business-uploads/[id]/payment': [
    {
      path: '/api/business-uploads/999999/payment',
      method: 'POST',
      data: { amount: 1 },
      expect: { anon: 401, member: 403, premium: 403, rest: 404 },
    },
  ],
  '/business-listing-pricing': [
    {
      path: '/business-listing-pricing',
      expect: PUBLIC,
      contains: { anon: 'Sign in to choose a plan', owner: 'Choose Platinum Elite' },
      excludes: { member: 'Choose Platinum Elite' },
    },
  ],
  '/business-owner-dashboard': [
    {
      path: '/business-owner-dashboard',
      expect: DASHBOARD_OR_CLAIM,
      contains: { member: 'Claim your listing' },
      excludes: { otherOwner: 'Lenox Avenue Soul Kitchen' },
    },
  ],
  // "Claim this business" on a listing without an owner, for whoever could claim it (signed out: sign in first); not on an owned one.
  '/business/[id]': [
    {
      path: '/business/1',
      expect: PUBLIC,
      contains: { anon: 'Claim this business', member: 'Claim this business', premium: 'Claim this business' },
      excludes: { owner: 'Claim this business', admin: 'Claim this business' },
    },
    OWNED_BUSINESS_PAGE,
  ],
  // Claiming: members and owners without a business; admins manage everything; an owned listing is not claimable (its owner goes to the dashboard).
  '/business/[id]/claim': [
    {
      path: '/business/1/claim',
      expect: { anon: 'signin', admin: 403, owner: 409, otherOwner: 409, rest: 'ok' },
      contains: {
        member: 'How should we check it is yours?',
        premium: 'A code by email to my address at apollotheater.org',
        admin: 'Admins manage every listing already.',
        owner: 'Your account already manages a business.',
      },
    },
    OWNED_BUSINESS_CLAIM,
    { path: '/business/999999/claim', expect: { anon: 'signin', rest: 404 } },
  ],
  '/business/[id]/book': [{ path: '/business/1/book', expect: PUBLIC }],
  '/business/[id]/events.ics': [
    { path: '/business/1/events.ics', expect: PUBLIC },
    { path: '/business/1/events.ics?from=someday', expect: 400 },
    { path: '/business/999999/events.ics', expect: 404 },
    { path: '/business/01/events.ics', expect: 404 },
  ],
  '/bookings/[id]': [{ path: '/bookings/999999', expect: { anon: 'signin', rest: 404 } }],
  '/bookings/[id].ics': [{ path: '/bookings/999999.ics', expect: 404 }],
  '/api/business/[id]/book': [{ path: '/api/business/1/book', method: 'POST', data: {}, expect: { anon: 401, rest: 400 } }],
  '/business/[id]/message': [
    {
      path: '/business/1/message',
      expect: SIGNED_IN_ONLY,
      contains: { member: 'Messaging business owners is a premium member benefit.', premium: 'Send message' },
    },
  ],
  '/business/[id]/review': [{ path: '/business/1/review', expect: SIGNED_IN_ONLY, contains: { member: 'Write a review' } }],
  '/reviews/[id]/report': [{ path: '/reviews/999999/report', expect: { anon: 'signin', rest: 404 } }],
  '/businesses': [{ path: '/businesses', expect: PUBLIC }],
  '/businesses/[id]': [{ path: '/businesses/1', expect: 301 }],
  // Return pages from Checkout: without a session of one's own there is nothing to show.
  '/checkout': [
    {
      path: '/checkout?type=business&session_id=cs_test_not_yours_000',
      expect: { anon: 'signin', rest: 404 },
      contains: { owner: 'Payment Error' },
    },
  ],
  '/cms-demo': [{ path: '/cms-demo', expect: PUBLIC }],
  '/contact-us': [{ path: '/contact-us', expect: PUBLIC }],
  '/dashboard': [
    {
      path: '/dashboard',
      expect: SIGNED_IN_ONLY,
      contains: {
        admin: 'Admin Dashboard',
        owner: 'Business Dashboard',
        member: 'Welcome back, <span translate="no">Keisha</span>!',
        premium: 'Premium Member',
      },
    },
  ],
  // The mail outbox is open to anyone only in local mode, a developer's Node server over an
  // embedded file database (config.ts); a Worker is never in local mode: admins only there.
  '/dev/outbox': [
    {
      path: '/dev/outbox',
      expect: PUBLIC,
      contains: { anon: 'Mail outbox', member: 'Mail outbox' },
      onWorkers: {
        expect: { anon: 403, admin: 'ok', rest: 403 },
        contains: { anon: 'Admin access required', member: 'Admin access required' },
      },
    },
  ],
  '/donate': [
    { path: '/donate', expect: PUBLIC },
    { path: '/donate?session_id=cs_test_not_yours_000', expect: 404, contains: { anon: 'We could not find that donation' } },
  ],
  '/donate/manage': [{ path: '/donate/manage?token=not-a-token', expect: 404 }],
  '/events': [{ path: '/events', expect: PUBLIC }],
  '/events/[id]': [{ path: '/events/1', expect: PUBLIC }],
  '/events/[id].ics': [{ path: '/events/1.ics', expect: PUBLIC }],
  '/events/feeds/all.ics': [
    { path: '/events/feeds/all.ics', expect: PUBLIC },
    { path: '/events/feeds/all.ics?days=365', expect: PUBLIC },
    // A window past the bound is refused the same for everyone.
    { path: '/events/feeds/all.ics?from=2026-01-01&to=2028-01-01', expect: 400, contains: { anon: 'at most 400 days' } },
  ],
  '/events/feeds/board/[board].ics': [
    { path: '/events/feeds/board/10.ics', expect: PUBLIC },
    { path: '/events/feeds/board/10.ics?days=0', expect: 400 },
    { path: '/events/feeds/board/99.ics', expect: 404 },
  ],
  '/events/feeds/type/[type].ics': [
    { path: '/events/feeds/type/free.ics', expect: PUBLIC },
    { path: '/events/feeds/type/free.ics?to=2020-01-01', expect: 400 },
    { path: '/events/feeds/type/paid.ics', expect: 404 },
  ],
  '/events/[id]/register': [{ path: '/events/1/register', expect: PUBLIC }],
  '/events/[id]/check-in': [
    { path: '/events/999999/check-in', expect: { anon: 'signin', member: 403, premium: 403, rest: 404 } },
    OWNER_EVENT_CHECK_IN,
  ],
  '/favorites': [{ path: '/favorites', expect: SIGNED_IN_ONLY }],
  '/forgot-password': [{ path: '/forgot-password', expect: PUBLIC }],
  '/harlem-week': [{ path: '/harlem-week', expect: PUBLIC }],
  '/legal': [{ path: '/legal', expect: PUBLIC }],
  // The language switcher (decision 024): remembers the choice (a cookie: fresh, so later checks stay in English) and sends every role on.
  '/language/[locale]': [{ path: '/language/es?next=/events', expect: { redirect: '/es/events' }, fresh: true }],
  '/login': [{ path: '/login', expect: SIGNED_OUT_ONLY }],
  '/offline': [{ path: '/offline', expect: PUBLIC }],
  '/accessibility': [{ path: '/accessibility', expect: PUBLIC }],
  '/media': [{ path: '/media', expect: PUBLIC }],
  '/neighborhoods': [{ path: '/neighborhoods', expect: PUBLIC }],
  '/neighborhoods/[board]/[...tab]': [{ path: '/neighborhoods/central-harlem', expect: PUBLIC }],
  '/news': [{ path: '/news', expect: PUBLIC }],
  '/news/[slug]': [{ path: '/news/el-barrio-outdoor-gallery', expect: PUBLIC }],
  '/news/rss.xml': [{ path: '/news/rss.xml', expect: PUBLIC }],
  '/newsletter': [{ path: '/newsletter', expect: PUBLIC }],
  '/newsletter/confirm': [{ path: '/newsletter/confirm', expect: 400 }],
  '/newsletter/unsubscribe': [{ path: '/newsletter/unsubscribe', expect: 400 }],
  '/partner-program': [{ path: '/partner-program', expect: PUBLIC }],
  '/payment': [{ path: '/payment?session_id=cs_test_not_yours_000', expect: { anon: 'signin', rest: 404 } }],
  '/premium': [{ path: '/premium', expect: PUBLIC }],
  '/rewards': [{ path: '/rewards', expect: PUBLIC, contains: { anon: 'Ambassador' } }],
  '/pricing': [{ path: '/pricing', expect: PUBLIC, contains: { anon: 'Choose Your Plan' } }],
  '/privacy': [{ path: '/privacy', expect: PUBLIC }],
  '/properties': [{ path: '/properties', expect: PUBLIC }],
  '/property/[id]': [{ path: '/property/1', expect: PUBLIC }],
  '/register': [{ path: '/register', expect: SIGNED_OUT_ONLY }],
  '/robots.txt': [{ path: '/robots.txt', expect: PUBLIC, contains: { anon: '/sitemap.xml' } }],
  '/sitemap.xml': [{ path: '/sitemap.xml', expect: PUBLIC, contains: { anon: '/sitemaps/businesses-1.xml' } }],
  '/sitemaps/[section].xml': [
    { path: '/sitemaps/pages.xml', expect: PUBLIC, excludes: { admin: '/admin' } },
    { path: '/sitemaps/businesses-1.xml', expect: PUBLIC, contains: { anon: '/business/1<' } },
    { path: '/sitemaps/users-1.xml', expect: 404 },
  ],
  '/reset-password': [{ path: '/reset-password', expect: 410 }],
  '/settings': [{ path: '/settings', expect: SIGNED_IN_ONLY }],
  '/notifications': [{ path: '/notifications', expect: SIGNED_IN_ONLY }],
  // A notification opens only for its member: nobody's 999999 is not found.
  '/notifications/[id]': [{ path: '/notifications/999999', expect: { anon: 'signin', rest: 404 } }],
  // The digest's unsubscribe link needs no sign-in; without a valid token it changes nothing.
  '/notifications/unsubscribe': [
    { path: '/notifications/unsubscribe', expect: 400 },
    { path: '/notifications/unsubscribe?token=abcdefghijklmnopqrstuvwxyz234567', method: 'POST', expect: 400 },
  ],
  '/subscribe': [{ path: '/subscribe', expect: SIGNED_IN_ONLY }],
  '/terms': [{ path: '/terms', expect: PUBLIC }],
  '/tickets/[id]': [{ path: '/tickets/999999', expect: { anon: 'signin', rest: 404 } }],
  '/tickets/check/[code]': [{ path: '/tickets/check/not-a-ticket', expect: 404 }],
  '/travel-trade': [{ path: '/travel-trade', expect: PUBLIC }],
  '/trip-planner': [{ path: '/trip-planner', expect: PUBLIC }],
  '/tours': [{ path: '/tours', expect: PUBLIC, contains: { anon: 'Sugar Hill and Hamilton Heights' } }],
  '/tours/[id]': [
    { path: '/tours/1', expect: PUBLIC, contains: { anon: 'TouristTrip' } },
    { path: '/tours/999999', expect: 404 },
  ],
  '/user-dashboard': [{ path: '/user-dashboard', expect: SIGNED_IN_ONLY }],
  '/visitor-center': [{ path: '/visitor-center', expect: PUBLIC }],
};

export const ACCOUNTS: Record<Exclude<Role, 'anon'>, { email: string; password: string }> = {
  ...DEMO,
  otherOwner: { email: 'other-owner@harlemguide.example', password: 'another-owner-2026' },
};

/**
 * Every action (src/actions) × every kind of visitor, posted as a form to /_actions/<name> the
 * way an island does. The guard answers before the input is read; guarded actions get input that
 * passes their schema where the service then refuses it (an event or business that does not
 * exist). `skip` leaves out roles a check needs no more of.
 */
export type ActionCheck = {
  data: Record<string, string>;
  expect: Outcome | (Partial<Record<Role, Outcome | 'skip'>> & { rest?: Outcome | 'skip' });
  fresh?: boolean;
};
const SIGNED_IN: Record<string, string> = { firstName: 'Ada', lastName: 'Test', email: 'ada@example.com', phone: '212 555 0100' };
/** Public forms count every attempt per address: two kinds of visitor are enough, and keep the shared server under its limits. */
const PUBLIC_FORM = { anon: 400, member: 400, rest: 'skip' } as const;
export const ACTIONS: Record<string, ActionCheck> = {
  'admin.createBusiness': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  // Advertising: any signed-in member may write ads (their own only); an admin decides.
  'ads.create': { data: {}, expect: { anon: 401, rest: 400 } },
  'ads.update': { data: {}, expect: { anon: 401, rest: 400 } },
  'ads.submit': { data: { adId: '999999' }, expect: { anon: 401, rest: 404 } },
  'ads.pause': { data: { adId: '999999' }, expect: { anon: 401, rest: 404 } },
  'ads.resume': { data: { adId: '999999' }, expect: { anon: 401, rest: 404 } },
  'ads.deleteDraft': { data: { adId: '999999' }, expect: { anon: 401, rest: 404 } },
  'ads.approve': { data: { adId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'ads.reject': { data: { adId: '999999', reason: 'Not for the guide' }, expect: { anon: 401, admin: 404, rest: 403 } },
  // The check-in page's list and sync: organisers and admins get as far as the event (none here); another business's owner is refused in check-in.spec.ts.
  'checkin.attendees': { data: { eventId: '999999' }, expect: { anon: 401, member: 403, premium: 403, rest: 404 } },
  'checkin.sync': { data: { eventId: '999999', scans: '[]' }, expect: { anon: 401, member: 403, premium: 403, rest: 404 } },
  'admin.createEvent': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  // The admin dashboard's writes: the guard answers first; an admin then meets a record that does not exist (404) or an empty form (400).
  'admin.setBusinessFlag': { data: { businessId: '999999', flag: 'isActive', value: 'on' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.linkOwner': { data: { businessId: '999999', email: 'nobody@example.com' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.unlinkOwner': { data: { businessId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.updateEvent': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'admin.cancelEvent': { data: { eventId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.changeRole': { data: { userId: '999999', role: 'user' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.setPremium': { data: { userId: '999999', premium: 'on' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.suspendUser': { data: { userId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.restoreUser': { data: { userId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.sendPasswordReset': { data: { userId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.setPermission': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'admin.decideClaim': { data: { claimId: '999999', decision: 'approve' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.decideApplication': { data: { applicationId: '999999', decision: 'approve' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.decideReport': { data: { reviewId: '999999', decision: 'keep' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.decidePhoto': { data: { photoId: '999999', decision: 'keep' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.decideUpload': { data: { uploadId: '999999', decision: 'publish' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.markInboxItem': { data: { kind: 'contact', id: '999999', value: 'on' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.archiveInboxItem': { data: { kind: 'contact', id: '999999', value: 'on' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'admin.replyToInboxItem': {
    data: { kind: 'contact', id: '999999', subject: 'Re', message: 'Hello' },
    expect: { anon: 401, admin: 404, rest: 403 },
  },
  'tourProgress.start': { data: { tourId: '999999' }, expect: { anon: 401, rest: 404 } },
  'tourProgress.reachPoint': { data: { tourId: '999999', pointId: '999999' }, expect: { anon: 401, rest: 404 } },
  'tourProgress.rate': { data: { tourId: '999999', rating: '4' }, expect: { anon: 401, rest: 404 } },
  'loyalty.redeem': { data: {}, expect: { anon: 401, rest: 400 } },
  'loyalty.verify': { data: {}, expect: { anon: 401, member: 403, premium: 403, rest: 400 } },
  'loyalty.createReward': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'loyalty.updateReward': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'loyalty.setRewardActive': { data: { rewardId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'tours.createTour': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'tours.updateTour': {
    data: { tourId: '999999', title: 'Walk', difficulty: 'easy', duration: '60', distance: '1' },
    expect: { anon: 401, admin: 404, rest: 403 },
  },
  'tours.retireTour': { data: { tourId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'tours.restoreTour': { data: { tourId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'tours.addPoint': {
    data: { tourId: '999999', title: 'Stop', latitude: '40.81', longitude: '-73.95' },
    expect: { anon: 401, admin: 404, rest: 403 },
  },
  'tours.updatePoint': {
    data: { tourId: '999999', pointId: '999999', title: 'Stop', latitude: '40.81', longitude: '-73.95' },
    expect: { anon: 401, admin: 404, rest: 403 },
  },
  'tours.deletePoint': { data: { tourId: '999999', pointId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'tours.movePoint': { data: { tourId: '999999', pointId: '999999', direction: 'up' }, expect: { anon: 401, admin: 404, rest: 403 } },
  // A tour's Spanish and French texts: admins only (decision 024); a tour that does not exist is 404.
  'tours.saveTranslation': {
    data: { key: 'tour:999999:title', language: 'es', text: 'Hola' },
    expect: { anon: 401, admin: 404, rest: 403 },
  },
  // Saved itineraries: any signed-in account; an incomplete plan (400) or another member's or no itinerary (404) changes nothing.
  'trips.save': { data: { query: 'duration=full-day' }, expect: { anon: 401, rest: 400 } },
  'trips.remove': { data: { tripId: '999999' }, expect: { anon: 401, rest: 404 } },
  'admin.refundPayment': { data: { kind: 'donation', id: '999999', confirm: 'on' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'auth.signIn': { data: { email: '', password: '' }, expect: 400 },
  'auth.createAccount': { data: {}, expect: 400 },
  'auth.register': { data: {}, expect: 400 },
  'auth.signOut': { data: {}, expect: 'ok', fresh: true },
  'auth.requestPasswordReset': { data: { email: 'not-an-email' }, expect: 400 },
  'auth.resetPassword': { data: { token: 'no-such-token', password: 'brownstone-77', confirmPassword: 'brownstone-77' }, expect: 410 },
  'events.register': { data: { ...SIGNED_IN, eventId: '999999' }, expect: { anon: 401, rest: 404 } },
  'events.unregister': { data: { eventId: '999999' }, expect: { anon: 401, rest: 404 } },
  // A full event's waitlist (decision 019): members only; an event that does not exist, no place in line and no held seat are 404.
  'waitlist.join': { data: { eventId: '999999' }, expect: { anon: 401, rest: 404 } },
  'waitlist.leave': { data: { eventId: '999999' }, expect: { anon: 401, rest: 404 } },
  'waitlist.confirm': { data: { eventId: '999999' }, expect: { anon: 401, rest: 404 } },
  'waitlist.decline': { data: { eventId: '999999' }, expect: { anon: 401, rest: 404 } },
  'donations.start': { data: {}, expect: PUBLIC_FORM },
  'favorites.change': { data: { businessId: '999999', intent: 'add' }, expect: { anon: 401, rest: 404 } },
  'inboxes.contact': { data: {}, expect: PUBLIC_FORM },
  'inboxes.advertising': { data: {}, expect: PUBLIC_FORM },
  'inboxes.sponsorship': { data: {}, expect: PUBLIC_FORM },
  'inboxes.property': { data: {}, expect: PUBLIC_FORM },
  'inboxes.partnership': { data: {}, expect: PUBLIC_FORM },
  'newsletter.subscribe': { data: {}, expect: PUBLIC_FORM },
  // Anyone may choose how pages look; an empty form (no voice) is refused and changes nothing.
  'preferences.display': { data: {}, expect: { anon: 400, rest: 400 } },
  'newsletter.confirm': { data: { token: 'no-such-token' }, expect: 400 },
  'newsletter.unsubscribe': { data: { token: 'no-such-token' }, expect: 400 },
  // Payments: the guard answers first; then an unknown plan, business or event is refused before any checkout opens.
  'payments.subscribe': { data: { plan: 'no-such-plan' }, expect: { anon: 401, rest: 400 } },
  'plans.subscribe': { data: { plan: 'no-such-plan' }, expect: { anon: 401, rest: 400 } },
  'plans.openBilling': { data: {}, expect: { anon: 401, admin: 'ok', rest: 'skip' } },
  // The admin's plans (/admin/plans): the guard first; an admin then meets an empty form (400) or a plan that does not exist (404).
  'plans.createMembershipPlan': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'plans.updateMembershipPlan': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'plans.createPartnershipPlan': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'plans.updatePartnershipPlan': { data: {}, expect: { anon: 401, admin: 400, rest: 403 } },
  'plans.setPlanActive': { data: { kind: 'partnership', planId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'plans.updateGuideFee': { data: { feeId: '999999', percent: '5', fixed: '0.50' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'payments.buyListing': { data: { plan: 'basic', businessId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'payments.payTicket': { data: { eventId: '999999' }, expect: { anon: 401, rest: 404 } },
  'payments.refundMembership': { data: {}, expect: { anon: 401, rest: 404 } },
  // Opening billing creates the account's Stripe customer (in the local test checkout): one signed-in role is enough.
  'payments.openBilling': { data: {}, expect: { anon: 401, admin: 'ok', rest: 'skip' } },
  // Connecting a business's Stripe account: the guard first; an admin then meets a business that does not exist.
  'payouts.connect': { data: { businessId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  // Owner tools: the guard decides on the business the form names before anything else is read.
  'owner.updateBusiness': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.createEvent': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.updateEvent': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.refundTicket': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.refundOrder': { data: { businessId: '999999', registrationId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.deletePhoto': { data: { businessId: '999999', id: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.deleteVideo': { data: { businessId: '999999', id: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.payUpload': { data: { businessId: '999999', id: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.deleteUpload': { data: { businessId: '999999', id: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.replyToReview': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.editReviewReply': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'messages.send': { data: {}, expect: { anon: 401, rest: 400 } },
  'owner.markMessageRead': { data: { businessId: '999999', messageId: '1' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.replyToMessage': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  // Claims are for members and business owners without a business (both owners here have one); admins manage every listing already.
  'claims.claim': {
    data: { businessId: '999999', note: 'I run this business.', method: 'phone' },
    expect: { anon: 401, admin: 403, owner: 409, otherOwner: 409, rest: 404 },
  },
  'claims.submit': { data: {}, expect: { anon: 401, admin: 403, owner: 409, otherOwner: 409, rest: 400 } },
  // A claim's code, a new code and withdrawing: only one's own claim (nobody's 999999 is not found).
  'claims.verify': { data: { claimId: '999999', code: '123456' }, expect: { anon: 401, rest: 404 } },
  'claims.resendCode': { data: { claimId: '999999' }, expect: { anon: 401, rest: 404 } },
  'claims.withdraw': { data: { claimId: '999999' }, expect: { anon: 401, rest: 404 } },
  'bookings.book': { data: { slotId: '999999' }, expect: { anon: 401, rest: 404 } },
  'owner.createService': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.addSlot': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.cancelBooking': { data: { businessId: '999999', bookingId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.refundBooking': { data: { businessId: '999999', bookingId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  // Admins moderate reviews rather than write them (cms_permissions: reviews:create).
  'reviews.save': { data: {}, expect: { anon: 401, admin: 403, rest: 400 } },
  'reviews.delete': { data: { reviewId: '999999' }, expect: { anon: 401, rest: 404 } },
  'reviews.report': { data: { reviewId: '999999', reason: 'spam' }, expect: { anon: 401, rest: 404 } },
  'owner.cancelEvent': { data: { businessId: '999999', eventId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  // Ticket types and promo codes (issue 33): the guard first; an admin then meets an event or code that is not the business's, or an empty form.
  'owner.saveTicketTypes': { data: { businessId: '999999', eventId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  'owner.createPromoCode': { data: { businessId: '999999' }, expect: { anon: 401, admin: 400, rest: 403 } },
  'owner.removePromoCode': { data: { businessId: '999999', promoCodeId: '999999' }, expect: { anon: 401, admin: 404, rest: 403 } },
  // Translations of people's texts (decision 024): the business's owner or an admin; an admin reviews.
  'translations.save': {
    data: { businessId: '999999', key: 'event:999999:title', language: 'es', text: 'Hola' },
    expect: { anon: 401, admin: 404, rest: 403 },
  },
  // Admins publish a translation of any of the guide's texts; a reward that does not exist is not found.
  'translations.publish': {
    data: { key: 'reward:999999:title', language: 'fr', text: 'Bonjour' },
    expect: { anon: 401, admin: 404, rest: 403 },
  },
  'translations.review': { data: { id: '999999', decision: 'verify' }, expect: { anon: 401, admin: 404, rest: 403 } },
  // The guard answers first; a signed-in caller's empty form is then refused field by field, changing nothing.
  'settings.updateProfile': { data: {}, expect: { anon: 401, rest: 400 } },
  'settings.changeEmail': { data: {}, expect: { anon: 401, rest: 400 } },
  'settings.changePassword': { data: {}, expect: { anon: 401, rest: 400 } },
  'settings.deleteAccount': { data: {}, expect: { anon: 401, rest: 400 } },
  // Push devices (issue 17): any signed-in account, its own devices only (another's id is not found).
  'notify.subscribePush': { data: {}, expect: { anon: 401, rest: 400 } },
  'notify.unsubscribePush': { data: { id: '999999' }, expect: { anon: 401, rest: 404 } },
  // Notifications (issue 17): only the caller's own rows; nobody's 999999 is not found.
  'notifications.markRead': { data: { id: '999999' }, expect: { anon: 401, rest: 404 } },
  'notifications.markAllRead': { data: {}, expect: { anon: 401, rest: 'ok' } },
  'notifications.savePreferences': { data: {}, expect: { anon: 401, rest: 400 } },
  // The digest's unsubscribe needs no sign-in: an unknown token is refused alike for everyone.
  'notifications.unsubscribeDigest': { data: { token: 'abcdefghijklmnopqrstuvwxyz234567' }, expect: 400 },
};

/**
 * The name each action module is called by (src/actions/index.ts): a module spread into a group
 * (`admin = { ...adminUsers, ... }`, `owner: { ...ownerEvents, ... }`) is called by the group's name.
 */
function groupsInIndex(): Map<string, string> {
  const index = readFileSync(join('src/actions', 'index.ts'), 'utf8');
  const groups = new Map<string, string>();
  for (const [, group, members] of index.matchAll(/(\w+)(?::| =) \{([^{}]*)\}/g))
    for (const [, member] of members.matchAll(/\.\.\.(\w+)/g)) groups.set(member, group);
  return groups;
}

/** The names of the actions defined in src/actions: "<domain>.<action>" for each defineFormAction in a domain's object. */
export function actionsInSource(): string[] {
  const names: string[] = [];
  const groups = groupsInIndex();
  for (const file of readdirSync('src/actions').filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
    const text = readFileSync(join('src/actions', file), 'utf8');
    const module = /export const (\w+) = \{/.exec(text)?.[1] ?? '';
    const domain = groups.get(module) ?? module;
    // An action is made by defineFormAction or a wrapper of it that answers in the visitor's
    // language (defineTranslatedFormAction, defineAdminAction, the tours' tourAction).
    const keys = [...text.matchAll(/^ {2}(\w+): (?:define\w*Action|tourAction)\(/gm)].map((match) => match[1]);
    // Every action made in the file must be one of the domain's keys, or this reading missed it.
    expect(keys.length, `actions read from ${file}`).toBe((text.match(/: (?:define\w*Action|tourAction)\(/g) ?? []).length);
    expect(keys.length, `actions read from ${file}`).toBeGreaterThan(0);
    names.push(...keys.map((key) => `${domain}.${key}`));
  }
  return names;
}

/**
 * Fills in the checks whose paths depend on the seeded data (the demo owner's business and one of
 * its events) and stores another business's owner, in the server's database file.
 */
export async function prepareMatrix(databaseFile: string): Promise<void> {
  const db = createClient({ url: `file:${databaseFile}`, timeout: 5000 });
  const other = await db.execute({ sql: 'select id from businesses where name like ? limit 1', args: [`${OTHER_BUSINESS}%`] });
  const otherBusinessId = Number(other.rows[0].id);
  const ownerEvent = await db.execute(
    "select e.id from events e join users u on u.business_id = e.business_id where u.email = 'owner@harlemguide.example' and e.is_active = 1 limit 1",
  );
  OWNER_EVENT_CHECK_IN.path = `/events/${Number(ownerEvent.rows[0].id)}/check-in`;
  const owned = await db.execute("select business_id from users where email = 'owner@harlemguide.example'");
  OWNED_BUSINESS_PAGE.path = `/business/${Number(owned.rows[0].business_id)}`;
  OWNED_BUSINESS_CLAIM.path = `${OWNED_BUSINESS_PAGE.path}/claim`;
  // Another business's owner: a second owner account linked to a different business.
  await db.execute({
    sql: `insert into users (email, password_hash, first_name, last_name, role, business_id) values (?, ?, 'Olu', 'Adeyemi', 'business_owner', ?) on conflict(email) do nothing`,
    args: [ACCOUNTS.otherOwner.email, await hashPassword(ACCOUNTS.otherOwner.password), otherBusinessId],
  });
  db.close();
}
