/**
 * Harlem Week sponsorship: the tiers the festival offers (product decisions: Platinum 25,000+,
 * Gold 15,000+, Silver 7,500+, Bronze 2,500+, Custom) and the inquiry form's validation, with the
 * spec's messages.
 */
import { z } from 'zod';
import { looksLikePhone, PHONE_INVALID_MESSAGE } from './phone.ts';

export type SponsorshipTier = {
  /** Stored in sponsorship_inquiries.sponsorship_type. */
  id: 'platinum' | 'gold' | 'silver' | 'bronze' | 'custom';
  name: string;
  /** Smallest contribution in dollars; null for a custom package. */
  minimumDollars: number | null;
  summary: string;
};

export const SPONSORSHIP_TIERS: readonly SponsorshipTier[] = [
  { id: 'platinum', name: 'Platinum', minimumDollars: 25_000, summary: 'Presenting credit on Harlem Day, main-stage naming and a hospitality tent.' },
  { id: 'gold', name: 'Gold', minimumDollars: 15_000, summary: 'A named concert or festival day, stage banners and a vendor booth.' },
  { id: 'silver', name: 'Silver', minimumDollars: 7_500, summary: 'Logo on festival programmes and signage, and a vendor booth on Harlem Day.' },
  { id: 'bronze', name: 'Bronze', minimumDollars: 2_500, summary: 'Listing in the programme and on this page, and thanks from the stage.' },
  { id: 'custom', name: 'Custom', minimumDollars: null, summary: 'A package built with you: youth programmes, health fair, in-kind support.' },
];

export const SPONSORSHIP_TIER_IDS = SPONSORSHIP_TIERS.map((tier) => tier.id) as [SponsorshipTier['id'], ...SponsorshipTier['id'][]];

/** "$25,000+" for a tier with a minimum, "Any amount" for a custom package. */
export function tierAmountLabel(tier: SponsorshipTier): string {
  return tier.minimumDollars === null ? 'Any amount' : `$${tier.minimumDollars.toLocaleString('en-US')}+`;
}

/** The tier with this id, or null. */
export function findSponsorshipTier(id: string | null | undefined): SponsorshipTier | null {
  return SPONSORSHIP_TIERS.find((tier) => tier.id === id) ?? null;
}

export const SPONSORSHIP_MESSAGES = {
  companyName: 'Company name is required',
  contactName: 'Contact name is required',
  email: 'Please enter a valid email address',
  phone: PHONE_INVALID_MESSAGE,
  sponsorshipType: 'Please choose one of the sponsorship levels',
  sentTitle: 'Thank you for supporting Harlem Week!',
  sent: 'Your sponsorship inquiry has been received, and our partnerships team will contact you soon.',
} as const;

export const SPONSORSHIP_LIMITS = { companyName: 160, contactName: 120, email: 254, phone: 40, budget: 80, message: 5000 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const required = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));
/** An optional text field: a missing field is empty; empty becomes null. */
const optional = (label: string, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(max, tooLong(label, max)))
    .transform((value) => value || null);

/** The sponsorship inquiry: company, contact and email required; phone, level, budget and message optional. */
export const SponsorshipInquirySchema = z.object({
  companyName: required(SPONSORSHIP_MESSAGES.companyName, 'Company name', SPONSORSHIP_LIMITS.companyName),
  contactName: required(SPONSORSHIP_MESSAGES.contactName, 'Contact name', SPONSORSHIP_LIMITS.contactName),
  email: z
    .string({ error: SPONSORSHIP_MESSAGES.email })
    .trim()
    .max(SPONSORSHIP_LIMITS.email, SPONSORSHIP_MESSAGES.email)
    .pipe(z.email(SPONSORSHIP_MESSAGES.email)),
  // Optional, but when given it must read as a number the festival can call back.
  phone: optional('Phone', SPONSORSHIP_LIMITS.phone).refine((phone) => phone === null || looksLikePhone(phone), SPONSORSHIP_MESSAGES.phone),
  sponsorshipType: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.enum(SPONSORSHIP_TIER_IDS, { error: SPONSORSHIP_MESSAGES.sponsorshipType }).nullable()),
  budget: optional('Budget', SPONSORSHIP_LIMITS.budget),
  message: optional('Message', SPONSORSHIP_LIMITS.message),
});
export type SponsorshipInquiryInput = z.output<typeof SponsorshipInquirySchema>;
