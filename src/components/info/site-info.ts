/**
 * Facts the information pages share: the legal texts' date, and the teams people can reach. Every
 * team is an extension of the main line and a mailbox on the main address's domain (CONTACT).
 */
import { CONTACT } from '../../lib/site/navigation.ts';

/** Date of the current terms, privacy policy and legal page. */
export const LEGAL_UPDATED = 'December 18, 2024';

/** A tel: link for a displayed number, with an optional extension dialled after a pause. */
export function telHref(phone: string, extension?: number): string {
  const digits = phone.replace(/[^0-9+]/g, '');
  return `tel:${digits}${extension ? `,${extension}` : ''}`;
}

/** An address at the guide's mail domain: mailbox('press') is press@<domain of CONTACT.email>. */
export function mailbox(local: string): string {
  return `${local}@${CONTACT.email.split('@')[1]}`;
}

export type Team = { name: string; purpose: string; email: string; phone: string; extension: number };

/** The travel trade desk (tour operators, group leaders, planners). */
export const TRADE_TEAM: Team = {
  name: 'Travel Trade Desk',
  purpose: 'Group tours, corporate events, educational visits and trade partnerships.',
  email: mailbox('trade'),
  phone: CONTACT.phone,
  extension: 3,
};

/** The two media contacts on /media. */
export const MEDIA_TEAMS: readonly Team[] = [
  {
    name: 'Press Office',
    purpose: 'Press inquiries, interview requests, fact checks and the press kit.',
    email: mailbox('press'),
    phone: CONTACT.phone,
    extension: 4,
  },
  {
    name: 'Photo, Film and Broadcast',
    purpose: 'B-roll, image licensing, filming in partner venues and Harlem Week accreditation.',
    email: mailbox('media'),
    phone: CONTACT.phone,
    extension: 5,
  },
];

/** A contact-form link with its topic and subject filled in. */
export function contactHref(topic: 'general' | 'advertising' | 'travel_trade' | 'media', subject: string): string {
  return `/contact-us?${new URLSearchParams({ topic, subject })}`;
}

/** Group tour terms on /travel-trade and in the rate sheet. */
export const GROUP_TOURS = { minParticipants: 10, discountPercent: 15 } as const;

/** How long verifying a new trade partner takes. */
export const TRADE_VERIFICATION_HOURS = 48;

export type Download = { href: string; title: string; description: string; format: string };

/** The files in public/downloads, as the trade and media pages offer them. */
export const DOWNLOADS = {
  factSheet: {
    href: '/downloads/harlem-fact-sheet.md',
    title: 'Harlem Fact Sheet',
    description: "Harlem's four community boards, landmarks with addresses, getting there and the seasons.",
    format: 'Text (Markdown)',
  },
  pressKit: {
    href: '/downloads/harlem-guide-press-kit.md',
    title: 'Press Kit',
    description: 'What the Harlem Guide is, how it works, boilerplate text, image credits and media contacts.',
    format: 'Text (Markdown)',
  },
  executiveBio: {
    href: '/downloads/harlem-guide-leadership.md',
    title: 'Executive Bio',
    description: 'Who leads the guide and its editorial, partnerships and community work.',
    format: 'Text (Markdown)',
  },
  itineraries: {
    href: '/downloads/harlem-sample-itineraries.md',
    title: 'Sample Itineraries',
    description: 'Five tested group days: jazz and the Renaissance, gospel Sunday, El Barrio, Sugar Hill to the Cloisters, and a student day.',
    format: 'Text (Markdown)',
  },
  rateSheet: {
    href: '/downloads/harlem-group-rate-sheet.csv',
    title: 'Group Rate Sheet',
    description: 'Guided tour rates per person, standard and group, with group sizes and durations.',
    format: 'Spreadsheet (CSV)',
  },
  imagePack: {
    href: '/downloads/harlem-guide-image-pack.zip',
    title: 'Image Pack',
    description: 'Neighborhood and category illustrations for brochures and listings, with credit lines.',
    format: 'ZIP of SVG images',
  },
} as const satisfies Record<string, Download>;
