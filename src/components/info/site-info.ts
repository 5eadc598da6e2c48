/**
 * Facts the information pages share: the legal texts' date, and the teams people can reach. Every
 * team is an extension of the main line and a mailbox on the main address's domain (CONTACT).
 */
import { CONTACT } from '#lib/site/navigation.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

/** Date of the current terms, privacy policy and legal page (shown in the page's language). */
export const LEGAL_UPDATED = '2024-12-18';

/** A legal text's section by its anchor, numbered in the text's order, for LegalSection. */
export function numberedSection<Id extends string>(
  sections: readonly { id: Id; title: string }[],
  id: Id,
): { id: Id; number: number; title: string } {
  const index = sections.findIndex((section) => section.id === id);
  return { id, number: index + 1, title: sections[index]!.title };
}

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
    description:
      'Five tested group days: jazz and the Renaissance, gospel Sunday, El Barrio, Sugar Hill to the Cloisters, and a student day.',
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

/** The two media teams, named and described in the page's language. */
export function mediaTeamsIn(locale: Locale): Team[] {
  const t = { locale };
  const [press, photo] = MEDIA_TEAMS;
  return [
    { ...press, name: m.info_team_press_name({}, t), purpose: m.info_team_press_purpose({}, t) },
    { ...photo, name: m.info_team_photo_name({}, t), purpose: m.info_team_photo_purpose({}, t) },
  ];
}

/** The downloads, titled and described in the page's language (the files themselves are in English). */
export function downloadsIn(locale: Locale): Record<keyof typeof DOWNLOADS, Download> {
  const t = { locale };
  const markdown = m.info_download_format_markdown({}, t);
  const file = (key: keyof typeof DOWNLOADS, title: string, description: string, format = markdown): Download => ({
    href: DOWNLOADS[key].href,
    title,
    description,
    format,
  });
  return {
    factSheet: file('factSheet', m.info_download_fact_sheet({}, t), m.info_download_fact_sheet_text({}, t)),
    pressKit: file('pressKit', m.info_download_press_kit({}, t), m.info_download_press_kit_text({}, t)),
    executiveBio: file('executiveBio', m.info_download_bio({}, t), m.info_download_bio_text({}, t)),
    itineraries: file('itineraries', m.info_download_itineraries({}, t), m.info_download_itineraries_text({}, t)),
    rateSheet: file('rateSheet', m.info_download_rates({}, t), m.info_download_rates_text({}, t), m.info_download_format_csv({}, t)),
    imagePack: file('imagePack', m.info_download_images({}, t), m.info_download_images_text({}, t), m.info_download_format_zip({}, t)),
  };
}
