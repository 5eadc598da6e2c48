/** Subscription plans and paid listing plans, as the product decisions fix them. */
export const SUBSCRIPTION_PLANS = [
  {
    slug: 'explorer-free', name: 'Community Member', planType: 'user', planTier: 'free', duration: 'monthly', priceCents: 0,
    description: 'Browse the guide, save favorites and register for community events.',
    features: ['Browse every business and event', 'Save favorite places', 'Register for free community events', 'Neighborhood news and guides'],
  },
  {
    slug: 'explorer-premium-monthly', name: 'Premium Member', planType: 'user', planTier: 'premium', duration: 'monthly', priceCents: 999,
    description: 'Everything in the guide, plus members-only events, video tours and messaging with business owners.',
    features: ['All premium business profiles', 'Video content and tours', 'Direct messaging with business owners', 'Advanced search', 'Monthly neighborhood guides', 'Early event access', 'Priority support'],
    hasMessaging: true, hasPrioritySupport: true, isPopular: true,
  },
  {
    slug: 'explorer-premium-yearly', name: 'Premium Member (Yearly)', planType: 'user', planTier: 'premium', duration: 'yearly', priceCents: 9999,
    description: 'Premium membership billed once a year: two months free.',
    features: ['All premium business profiles', 'Video content and tours', 'Direct messaging with business owners', 'Advanced search', 'Monthly neighborhood guides', 'Early event access', 'Priority support'],
    hasMessaging: true, hasPrioritySupport: true,
  },
  {
    slug: 'business-basic', name: 'Basic Listing', planType: 'business', planTier: 'free', duration: 'monthly', priceCents: 0,
    description: 'A free listing with contact details, hours, photos and reviews.',
    features: ['Business profile with contact details', 'Photo gallery', 'Customer reviews', 'Customer messages'],
    maxBusinessListings: 1, maxEvents: 0,
  },
  {
    slug: 'business-premium-annual', name: 'Annual Premium Listing', planType: 'business', planTier: 'premium', duration: 'yearly', priceCents: 19900,
    description: 'A premium listing for a year: promoted placement, events, video and analytics.',
    features: ['Premium badge and promoted placement', 'Event management and bookings', 'Video uploads', 'Listing analytics', 'Priority support'],
    maxBusinessListings: 1, maxEvents: 0, hasAnalytics: true, hasVideoUploads: true, hasPrioritySupport: true, hasMessaging: true, isPopular: true,
  },
] as const;

export const LISTING_PLANS = [
  {
    slug: 'basic', name: 'Basic', priceCents: 2900, durationDays: 30, priority: 1,
    description: 'A month of promoted placement for a new listing.',
    features: ['Premium badge for 30 days', 'Placement above basic listings', 'Up to 10 photos'],
  },
  {
    slug: 'standard-plus', name: 'Standard Plus', priceCents: 7900, durationDays: 60, priority: 2, isPopular: true, socialMediaBoost: true,
    description: 'Two months of promotion with a social media boost.',
    features: ['Premium badge for 60 days', 'Higher placement in the directory', 'Social media boost', 'Up to 25 photos'],
  },
  {
    slug: 'annual-premium', name: 'Annual Premium', priceCents: 19900, durationDays: 365, priority: 3, socialMediaBoost: true,
    description: 'A full year as a premium business, with events and video.',
    features: ['Premium badge for a year', 'Event management and bookings', 'Video uploads', 'Social media boost'],
  },
  {
    slug: 'premium-featured', name: 'Premium Featured', priceCents: 14900, durationDays: 90, priority: 4, isRecommended: true,
    socialMediaBoost: true, photographyIncluded: true, seoOptimized: true,
    description: 'Three months featured on the home page, with a professional photo session.',
    features: ['Featured on the home page', 'Professional photography session', 'Search optimisation of your profile', 'Social media boost'],
  },
  {
    slug: 'platinum-elite', name: 'Platinum Elite', priceCents: 29900, durationDays: 180, priority: 5,
    socialMediaBoost: true, photographyIncluded: true, videoIncluded: true, seoOptimized: true,
    description: 'Six months at the top of the directory with photo and video production.',
    features: ['Top placement in the directory', 'Professional photography and video', 'Search optimisation of your profile', 'Social media boost', 'Dedicated account manager'],
  },
] as const;
