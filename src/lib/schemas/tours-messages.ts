/** The walking-tour forms' messages and limits (shared with the admin island). */
export const TOUR_MESSAGES = {
  title: 'Tour title is required',
  difficulty: 'Choose easy, moderate or challenging',
  duration: 'Duration must be a whole number of minutes, from 10 to 600',
  distance: 'Distance must be in kilometres, from 0.1 to 30',
  pointTitle: 'Point title is required',
  latitude: 'Place the point on the map (latitude between 40.70 and 40.90)',
  longitude: 'Place the point on the map (longitude between -74.03 and -73.90)',
  zone: 'The arrival zone must be 5 to 500 metres',
  created: 'Tour created',
  saved: 'Tour saved',
  retired: 'Tour retired: visitors no longer see it',
  restored: 'Tour restored',
  pointAdded: 'Point added',
  pointSaved: 'Point saved',
  pointDeleted: 'Point deleted',
  moved: 'Order changed',
  notFound: 'Tour not found',
  pointNotFound: 'Point not found',
  failed: 'The tour could not be saved. Please try again.',
} as const;

export const TOUR_DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export const TOUR_LIMITS = { title: 120, description: 2000, text: 4000, notes: 500 } as const;
