/**
 * What Premium gives: the member plans' benefit columns (what /premium and /subscribe list and the
 * server grants). Migration 0047_member_benefits writes the same into a database seeded before.
 */
export const PREMIUM_MEMBER_BENEFITS = {
  hasVideoTours: true,
  hasMessaging: true,
  hasAdvancedSearch: true,
  hasMonthlyGuide: true,
  earlyAccessDays: 7,
  hasPrioritySupport: true,
} as const;

/**
 * Subscription plans and paid listing plans, as the product decisions fix them. A member plan's
 * features are its benefit columns; only business plans still list written features (/pricing).
 */
export const SUBSCRIPTION_PLANS = [
  {
    slug: 'explorer-free',
    name: 'Community Member',
    planType: 'user',
    planTier: 'free',
    duration: 'monthly',
    priceCents: 0,
    description: 'Browse the guide, save favorites and register for community events.',
    features: [],
  },
  {
    slug: 'explorer-premium-monthly',
    name: 'Premium Member',
    planType: 'user',
    planTier: 'premium',
    duration: 'monthly',
    priceCents: 999,
    description: 'Everything in the guide, plus members-only events, video tours and messaging with business owners.',
    features: [],
    ...PREMIUM_MEMBER_BENEFITS,
    isPopular: true,
  },
  {
    slug: 'explorer-premium-yearly',
    name: 'Premium Member (Yearly)',
    planType: 'user',
    planTier: 'premium',
    duration: 'yearly',
    priceCents: 9999,
    description: 'Premium membership billed once a year: two months free.',
    features: [],
    ...PREMIUM_MEMBER_BENEFITS,
  },
  {
    slug: 'business-basic',
    name: 'Basic Listing',
    planType: 'business',
    planTier: 'free',
    duration: 'monthly',
    priceCents: 0,
    description: 'A free listing with contact details, hours, photos and reviews.',
    features: ['Business profile with contact details', 'Photo gallery', 'Customer reviews', 'Messages from premium members'],
    maxBusinessListings: 1,
    maxEvents: 0,
    hasAnalytics: true,
  },
  {
    slug: 'business-premium-annual',
    name: 'Annual Premium Listing',
    planType: 'business',
    planTier: 'premium',
    duration: 'yearly',
    priceCents: 19900,
    description: 'A premium listing for a year: promoted placement, events and video tours.',
    features: ['Premium badge and promoted placement', 'Event management and bookings', 'Video tours for premium members'],
    maxBusinessListings: 1,
    maxEvents: 0,
    hasAnalytics: true,
    hasVideoUploads: true,
    hasMessaging: true,
    isPopular: true,
  },
] as const;

/**
 * The listing plans. A plan's features are its columns (duration, priority, events, video tours),
 * which the plans page words and the server enforces; nothing else is promised.
 */
export const LISTING_PLANS = [
  {
    slug: 'basic',
    name: 'Basic',
    priceCents: 2900,
    durationDays: 30,
    priority: 1,
    eventsIncluded: true,
    videoIncluded: false,
    description: 'A month of premium placement for a new listing.',
  },
  {
    slug: 'standard-plus',
    name: 'Standard Plus',
    priceCents: 7900,
    durationDays: 60,
    priority: 2,
    eventsIncluded: true,
    videoIncluded: true,
    isPopular: true,
    description: 'Two months of premium placement, with video tours.',
  },
  {
    slug: 'annual-premium',
    name: 'Annual Premium',
    priceCents: 19900,
    durationDays: 365,
    priority: 3,
    eventsIncluded: true,
    videoIncluded: true,
    description: 'A full year as a premium business, with events and video tours.',
  },
  {
    slug: 'premium-featured',
    name: 'Premium Featured',
    priceCents: 14900,
    durationDays: 90,
    priority: 4,
    eventsIncluded: true,
    videoIncluded: true,
    isRecommended: true,
    description: 'Three months of premium placement, ranked high in the directory.',
  },
  {
    slug: 'platinum-elite',
    name: 'Platinum Elite',
    priceCents: 29900,
    durationDays: 180,
    priority: 5,
    eventsIncluded: true,
    videoIncluded: true,
    description: 'Six months at the top of the directory.',
  },
] as const;

/**
 * The guide's fee on tickets and bookings, by the seller's running listing plan (issue 33); `plan`
 * null is a business with no paid plan. Migration 0038_guide_fees writes the same rows into a
 * database seeded before.
 */
export const GUIDE_FEES = [
  { plan: null, percentBps: 600, fixedCents: 75 },
  { plan: 'basic', percentBps: 500, fixedCents: 50 },
  { plan: 'standard-plus', percentBps: 400, fixedCents: 25 },
  { plan: 'annual-premium', percentBps: 300, fixedCents: 0 },
  { plan: 'premium-featured', percentBps: 300, fixedCents: 0 },
  { plan: 'platinum-elite', percentBps: 300, fixedCents: 0 },
] as const;
