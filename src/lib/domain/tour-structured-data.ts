/** schema.org TouristTrip for a walking tour: its points as an ordered itinerary of attractions. */
import type { TourDetail } from '../views/tours.ts';

export function touristTripJsonLd(tour: TourDetail, pageUrl: string, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    ...(tour.description && { description: tour.description }),
    url: pageUrl,
    ...(imageUrl && { image: imageUrl }),
    ...(tour.category && { touristType: tour.category }),
    ...(tour.duration && { timeRequired: `PT${tour.duration}M` }),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristAttraction',
          name: stop.title,
          ...(stop.description && { description: stop.description }),
          geo: { '@type': 'GeoCoordinates', latitude: stop.latitude, longitude: stop.longitude },
        },
      })),
    },
  };
}
