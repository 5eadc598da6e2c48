/**
 * Harlem Week sponsorship: the tiers the festival offers (product decisions: Platinum 25,000+,
 * Gold 15,000+, Silver 7,500+, Bronze 2,500+, Custom) and the inquiry form's messages (its schema
 * is in lib/schemas/inboxes.ts).
 */
import { countIn } from '../i18n/format.ts';

export type SponsorshipTier = {
  /** Stored in sponsorship_inquiries.sponsorship_type. */
  id: 'platinum' | 'gold' | 'silver' | 'bronze' | 'custom';
  name: string;
  /** Smallest contribution in dollars; null for a custom package. */
  minimumDollars: number | null;
  summary: string;
};

export const SPONSORSHIP_TIERS: readonly SponsorshipTier[] = [
  {
    id: 'platinum',
    name: 'Platinum',
    minimumDollars: 25_000,
    summary: 'Presenting credit on Harlem Day, main-stage naming and a hospitality tent.',
  },
  { id: 'gold', name: 'Gold', minimumDollars: 15_000, summary: 'A named concert or festival day, stage banners and a vendor booth.' },
  {
    id: 'silver',
    name: 'Silver',
    minimumDollars: 7_500,
    summary: 'Logo on festival programmes and signage, and a vendor booth on Harlem Day.',
  },
  { id: 'bronze', name: 'Bronze', minimumDollars: 2_500, summary: 'Listing in the programme and on this page, and thanks from the stage.' },
  {
    id: 'custom',
    name: 'Custom',
    minimumDollars: null,
    summary: 'A package built with you: youth programmes, health fair, in-kind support.',
  },
];

export const SPONSORSHIP_TIER_IDS = SPONSORSHIP_TIERS.map((tier) => tier.id) as [SponsorshipTier['id'], ...SponsorshipTier['id'][]];

/** "$25,000+" for a tier with a minimum, "Any amount" for a custom package. */
export function tierAmountLabel(tier: SponsorshipTier): string {
  return tier.minimumDollars === null ? 'Any amount' : `$${countIn('en', tier.minimumDollars)}+`;
}

/** The tier with this id, or null. */
export function findSponsorshipTier(id: string | null | undefined): SponsorshipTier | null {
  return SPONSORSHIP_TIERS.find((tier) => tier.id === id) ?? null;
}

/** What the inquiry's notice says; its field messages are keys (schemas/inboxes-messages.ts). */
export const SPONSORSHIP_MESSAGES = {
  sentTitle: 'Thank you for supporting Harlem Week!',
  sent: 'Your sponsorship inquiry has been received, and our partnerships team will contact you soon.',
} as const;

export const SPONSORSHIP_LIMITS = { companyName: 160, contactName: 120, email: 254, phone: 40, budget: 80, message: 5000 } as const;
