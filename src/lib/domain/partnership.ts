/**
 * The partner program: its four levels (spec 02 section 9), the business types an applicant
 * chooses from (section 2) and the application's messages (section 5). The rules are in
 * lib/schemas/inboxes.ts.
 */
import { formatPrice } from './money.ts';

export const PARTNERSHIP_LEVELS = [
  {
    id: 'basic',
    name: 'Basic',
    yearlyCents: 200_00,
    summary: 'Join the network of Harlem businesses that welcome visitors.',
    benefits: [
      'Partner badge on your business page',
      'Listing in the partner directory',
      'Quarterly partner newsletter and invitations to partner meetups',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    yearlyCents: 1000_00,
    summary: 'Reach visitors while they plan their trip.',
    benefits: [
      'Everything in Basic',
      'A feature in one visitor newsletter a year',
      'Your events promoted on our social channels',
      'Partner rate on listing plans and advertising',
    ],
  },
  {
    id: 'platinum',
    name: 'Platinum',
    yearlyCents: 2500_00,
    summary: 'Stand out in your community board and at the festival.',
    benefits: [
      'Everything in Premium',
      'A named partner manager',
      'A spotlight story in the Harlem news section',
      'Your brochures at the visitor center desk',
    ],
  },
  {
    id: 'diamond',
    name: 'Diamond',
    yearlyCents: 5000_00,
    summary: 'Be a founding voice of Harlem tourism.',
    benefits: [
      'Everything in Platinum',
      'Presence at Harlem Week partner events',
      'Co-created visitor itineraries featuring your business',
      'A seat on the partner advisory council',
    ],
  },
] as const;
export type PartnershipLevelId = (typeof PARTNERSHIP_LEVELS)[number]['id'];
export const DEFAULT_PARTNERSHIP_LEVEL: PartnershipLevelId = 'basic';

/** "$1,000.00 per year". */
export function formatYearlyPrice(level: { yearlyCents: number }): string {
  return `${formatPrice(level.yearlyCents)} per year`;
}

/** The level with this id, or null. */
export function partnershipLevel(id: string | null | undefined) {
  return PARTNERSHIP_LEVELS.find((level) => level.id === id) ?? null;
}

/** What partners get, whatever their level. */
export const PARTNER_BENEFITS = [
  {
    title: 'Visitors who are ready to go out',
    text: 'Tourists plan their Harlem days with this guide: partners are where those plans lead.',
  },
  { title: 'A local network', text: 'Meet other owners in your community board, share what works and plan joint events.' },
  { title: 'Festival and seasonal campaigns', text: 'Take part in Harlem Week, Restaurant Week and the holiday campaigns we promote.' },
  { title: 'A team that answers', text: 'Our team reviews every application and contacts you within 2 business days.' },
] as const;

/** The business types of the application (spec 02 section 2, Partnership). */
export const BUSINESS_TYPES = [
  'Restaurant/Food Service',
  'Retail Store',
  'Hotel/Accommodation',
  'Entertainment Venue',
  'Art Gallery/Museum',
  'Music Venue',
  'Health & Wellness',
  'Professional Services',
  'Tours & Experiences',
  'Real Estate',
  'Non-profit Organization',
  'Other',
] as const;

/** The spec's messages (section 5) of the JSON API; the form's field messages are keys (schemas/partnership-messages.ts). */
export const PARTNERSHIP_MESSAGES = {
  success: 'Partnership Application Submitted – Our team will contact you within 2 business days.',
  failedTitle: 'Application Failed',
  failed: 'Please correct the fields marked below and send the application again.',
} as const;

/** The application's fields, in form order. */
export const PARTNERSHIP_FIELDS = [
  'businessName',
  'contactName',
  'email',
  'phone',
  'address',
  'businessType',
  'description',
  'website',
  'partnershipLevel',
  'communityBoardId',
] as const;
export type PartnershipField = (typeof PARTNERSHIP_FIELDS)[number];

export const PARTNERSHIP_LIMITS = {
  businessName: 200,
  contactName: 120,
  email: 254,
  phone: 30,
  address: 300,
  description: 5000,
  website: 500,
  minDescription: 20,
  minPhone: 10,
} as const;

/**
 * A website as typed: empty is none; "harlem.example" gets https:// in front; anything that is
 * not then an http(s) address with a dotted host name is refused.
 */
export function normalizeWebsite(raw: string): string | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || /\s/.test(text)) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}
