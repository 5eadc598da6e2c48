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
