/**
 * The site's navigation: routes, not data. Category tiles use the fixed category ids and slugs.
 * Labels are message functions (messages/*.json, compiled by Paraglide): call them with the page's
 * language, `link.label({}, { locale })`, and localize the address with localizePath.
 */
import * as m from '#paraglide/messages.js';
import type { Locale } from '../i18n/locales';

/** A compiled message without inputs. */
export type Label = (inputs: Record<string, never>, options: { locale: Locale }) => string;
export const CATEGORY_TILES = [
  { label: m.category_restaurants, href: '/businesses?category=restaurants' },
  { label: m.category_music, href: '/businesses?category=music' },
  { label: m.category_art_culture, href: '/businesses?category=art-culture' },
  { label: m.category_museums, href: '/businesses?category=museums' },
  { label: m.category_history, href: '/businesses?category=history' },
  { label: m.category_bars_nightlife, href: '/businesses?category=bars-nightlife' },
] as const;

export const MAIN_LINKS = [
  { label: m.nav_events, href: '/events' },
  { label: m.nav_real_estate, href: '/properties' },
  { label: m.nav_harlem_week, href: '/harlem-week' },
  { label: m.nav_neighborhoods, href: '/neighborhoods' },
  { label: m.tours_nav, href: '/tours' },
  { label: m.nav_news, href: '/news' },
  { label: m.nav_trip_planner, href: '/trip-planner' },
  { label: m.loyalty_footer_link, href: '/rewards' },
  { label: m.nav_donate, href: '/donate' },
  { label: m.nav_premium, href: '/premium' },
] as const;

export const FOOTER_GROUPS = [
  {
    title: m.footer_explore,
    links: [
      { label: m.nav_businesses, href: '/businesses' },
      { label: m.nav_events, href: '/events' },
      { label: m.nav_neighborhoods, href: '/neighborhoods' },
      { label: m.nav_trip_planner, href: '/trip-planner' },
      { label: m.tours_nav, href: '/tours' },
      { label: m.loyalty_footer_link, href: '/rewards' },
      { label: m.nav_harlem_week, href: '/harlem-week' },
      { label: m.footer_blog, href: '/news' },
    ],
  },
  {
    title: m.footer_for_business,
    links: [
      { label: m.footer_list_your_business, href: '/business-listing-pricing' },
      { label: m.footer_partner_program, href: '/partner-program' },
      { label: m.footer_advertise, href: '/advertise-with-us' },
      { label: m.footer_travel_trade, href: '/travel-trade' },
      { label: m.footer_media, href: '/media' },
    ],
  },
  {
    title: m.footer_about,
    links: [
      { label: m.footer_about_us, href: '/about-us' },
      { label: m.footer_visitor_center, href: '/visitor-center' },
      { label: m.footer_contact_us, href: '/contact-us' },
      { label: m.footer_accessibility, href: '/accessibility' },
      { label: m.nav_donate, href: '/donate' },
      { label: m.footer_terms, href: '/terms' },
      { label: m.footer_privacy, href: '/privacy' },
      { label: m.footer_legal, href: '/legal' },
    ],
  },
] as const;

export const CONTACT = {
  address: '163 W 125th St, Suite 1400, New York, NY 10027',
  phone: '(212) 555-0100',
  email: 'hello@harlemguide.example',
  hours: ['Mon-Fri: 9am-6pm', 'Sat: 10am-4pm', 'Sun: Closed'],
} as const;

/** The opening hours in the footer, in the page's language (CONTACT.hours is the English text pages quote). */
export const CONTACT_HOURS: readonly Label[] = [m.footer_hours_weekdays, m.footer_hours_saturday, m.footer_hours_sunday];

/** A link of the signed-in account's menus (label already in the page's language); `count` shows beside it (My Favorites). */
export type AccountLink = { label: string; href: string; count?: number };
