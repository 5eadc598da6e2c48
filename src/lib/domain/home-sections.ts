/** The home page's themes and how much it shows. */

/**
 * Explore by Experience: four themes, matched on category keywords (the trip planner's interests
 * use them too); on the home page each links to the directory's category (`category`, a slug).
 */
export const EXPERIENCE_THEMES = [
  {
    id: 'historic',
    category: 'history',
    title: 'Historic Harlem',
    blurb: 'Landmarks, museums and the houses where history was made.',
    keywords: ['history', 'museum', 'landmark'],
  },
  {
    id: 'music',
    category: 'music',
    title: 'Music & Jazz',
    blurb: 'The stages and clubs that gave the world bebop and soul.',
    keywords: ['music', 'entertainment', 'venue'],
  },
  {
    id: 'dining',
    category: 'restaurants',
    title: 'Soul Food & Dining',
    blurb: 'Kitchens from every corner of Harlem, from soul food to sancocho.',
    keywords: ['food', 'restaurant', 'dining'],
  },
  {
    id: 'culture',
    category: 'art-culture',
    title: 'Arts & Culture',
    blurb: 'Galleries, dance and murals on every other block.',
    keywords: ['art', 'culture', 'gallery'],
  },
] as const;
/** The featured places and coming events the home page shows: a first look that fits 8 phone screens (issue 35). */
export const HOME_LIMITS = { featured: 4, events: 6 } as const;
