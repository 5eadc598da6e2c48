/** The partnership and membership plan forms' messages in English, as the server words them (translated by localized-plans-messages.ts). */
export const PARTNER_PLAN_MESSAGES = {
  unknownPlan: 'Please choose one of the partnership plans.',
  startFailed: 'The partnership plan could not be started. Please try again.',
  portalFailed: 'Billing could not be opened. Please try again or contact support.',
  signIn: 'Please sign in to subscribe to a partnership plan.',
  alreadyTitle: 'Already Subscribed',
} as const;

/** "You already have the Spotlight plan. Manage it from billing." */
export const alreadySubscribed = (planName: string) => `You already have the ${planName} plan. Manage it from billing.`;
export const ALREADY_SUBSCRIBED_PATTERN = /^You already have the (.+) plan\. Manage it from billing\.$/;

/** The admin's plan forms (issue 17): each field's message, and the answers. */
export const ADMIN_PLAN_MESSAGES = {
  name: 'Plan name is required',
  slug: 'Use 2 to 60 lowercase letters, digits and hyphens for the plan id',
  slugTaken: 'Another plan already uses this id',
  nameTaken: 'Another partnership plan already has this name',
  membershipPrice: 'Enter a price of at least $1.00 (or 0 for the free plan), with at most two decimals',
  partnerPrice: 'Enter a monthly fee of at least $1.00, with at most two decimals',
  duration: 'Choose monthly or yearly',
  features: 'List at most 12 features, one per line, each at most 200 characters',
  adCredits: 'Enter the monthly ad credit in whole dollars, from 0 to the monthly fee',
  maxAds: 'Enter the number of live ads as a whole number from 1 to 100',
  priority: 'Enter the priority as a whole number from 0 to 100',
  kind: 'Unknown kind of plan',
  notFound: 'This plan no longer exists.',
  created: 'Plan created',
  saved: 'Plan saved',
  activated: 'Plan activated',
  deactivated: 'Plan deactivated',
  failed: 'The plan could not be saved. Please try again.',
} as const;

export const PLAN_LIMITS = { name: 80, description: 500, feature: 200, features: 12 } as const;
