/** Business categories. Ids are fixed because the navigation links use them (1, 2, 6, 7, 9). */
export const CATEGORIES = [
  {
    id: 1,
    name: 'Restaurants',
    slug: 'restaurants',
    icon: 'utensils',
    description: 'Soul food, Caribbean, Dominican, Italian and new Harlem kitchens.',
  },
  {
    id: 2,
    name: 'Museums',
    slug: 'museums',
    icon: 'landmark',
    description: 'Collections of art, history and culture, from the Studio Museum to the Cloisters.',
  },
  { id: 3, name: 'Hotels', slug: 'hotels', icon: 'bed', description: 'Boutique hotels, inns and brownstone bed and breakfasts.' },
  {
    id: 4,
    name: 'Historical Sites',
    slug: 'history',
    icon: 'monument',
    description: 'Landmarks, churches and houses where Harlem history was made.',
  },
  { id: 5, name: 'Music Venues', slug: 'music', icon: 'music', description: 'Jazz clubs, theaters and concert halls.' },
  { id: 6, name: 'Bars & Nightlife', slug: 'bars-nightlife', icon: 'glass', description: 'Lounges, taprooms and late-night spots.' },
  { id: 7, name: 'Arts & Culture', slug: 'art-culture', icon: 'palette', description: 'Galleries, dance, theater and murals.' },
  { id: 8, name: 'Parks & Outdoors', slug: 'parks-outdoors', icon: 'tree', description: 'Parks, gardens and the waterfront.' },
  { id: 9, name: 'Shopping', slug: 'shopping', icon: 'bag', description: 'Markets, boutiques, books and records.' },
  { id: 10, name: 'Cafes & Bakeries', slug: 'cafes-bakeries', icon: 'cup', description: 'Coffee, pastries and ice cream.' },
  { id: 11, name: 'Tours & Experiences', slug: 'tours', icon: 'map', description: 'Guided walks, food tours and river trips.' },
  { id: 12, name: 'Health & Wellness', slug: 'wellness', icon: 'leaf', description: 'Yoga, fitness and wellbeing studios.' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
