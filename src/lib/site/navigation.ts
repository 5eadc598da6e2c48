/** The site's navigation: routes, not data. Category tiles use the fixed category ids and slugs. */
export const CATEGORY_TILES = [
  { label: 'Restaurants', href: '/businesses?category=restaurants' },
  { label: 'Music & Jazz', href: '/businesses?category=music' },
  { label: 'Arts & Culture', href: '/businesses?category=art-culture' },
  { label: 'Museums', href: '/businesses?category=museums' },
  { label: 'History', href: '/businesses?category=history' },
  { label: 'Bars & Nightlife', href: '/businesses?category=bars-nightlife' },
] as const;

export const MAIN_LINKS = [
  { label: 'Events', href: '/events' },
  { label: 'Real Estate', href: '/properties' },
  { label: 'Harlem Week', href: '/harlem-week' },
  { label: 'Neighborhoods', href: '/neighborhoods' },
  { label: 'News', href: '/news' },
  { label: 'Trip Planner', href: '/trip-planner' },
  { label: 'Donate', href: '/donate' },
  { label: 'Premium', href: '/premium' },
] as const;

export const FOOTER_GROUPS = [
  {
    title: 'Explore',
    links: [
      { label: 'Businesses', href: '/businesses' },
      { label: 'Events', href: '/events' },
      { label: 'Neighborhoods', href: '/neighborhoods' },
      { label: 'Trip Planner', href: '/trip-planner' },
      { label: 'Harlem Week', href: '/harlem-week' },
      { label: 'Blog', href: '/news' },
    ],
  },
  {
    title: 'For business',
    links: [
      { label: 'List Your Business', href: '/business-listing-pricing' },
      { label: 'Partner Program', href: '/partner-program' },
      { label: 'Advertise With Us', href: '/advertise-with-us' },
      { label: 'Travel Trade', href: '/travel-trade' },
      { label: 'Media', href: '/media' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Visitor Center', href: '/visitor-center' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Donate', href: '/donate' },
      { label: 'Terms', href: '/terms' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Legal', href: '/legal' },
    ],
  },
] as const;

export const CONTACT = {
  address: '163 W 125th St, Suite 1400, New York, NY 10027',
  phone: '(212) 555-0100',
  email: 'hello@harlemguide.example',
  hours: ['Mon-Fri: 9am-6pm', 'Sat: 10am-4pm', 'Sun: Closed'],
} as const;

/** A link of the signed-in account's menus; `count` shows beside it (My Favorites). */
export type AccountLink = { label: string; href: string; count?: number };
