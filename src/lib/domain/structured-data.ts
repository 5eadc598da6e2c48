/** schema.org descriptions of pages, for search engines (JSON-LD). */
import type { BusinessView } from '../server/queries/businesses';
import { safeExternalUrl } from './safe-url';

/** Splits "253 W 125th St, New York, NY 10027" into a PostalAddress. */
export function postalAddress(address: string) {
  const match = address.match(/^(.*?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})$/);
  if (!match) return { '@type': 'PostalAddress', streetAddress: address, addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' };
  const [, street, locality, region, postalCode] = match;
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressRegion: region, postalCode, addressCountry: 'US' };
}

/** A LocalBusiness description of a business page. */
export function localBusinessJsonLd(business: BusinessView, pageUrl: string, imageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    name: business.name,
    description: business.description ?? undefined,
    url: pageUrl,
    image: imageUrl,
    address: postalAddress(business.address),
    telephone: business.phone ?? undefined,
    email: business.email ?? undefined,
    sameAs: safeExternalUrl(business.website) ? [safeExternalUrl(business.website)] : undefined,
    priceRange: business.priceRange ?? undefined,
    geo: business.latitude !== null && business.longitude !== null
      ? { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude }
      : undefined,
    aggregateRating: business.rating !== null && business.reviewCount > 0
      ? { '@type': 'AggregateRating', ratingValue: business.rating.toFixed(2), reviewCount: business.reviewCount, bestRating: 5, worstRating: 1 }
      : undefined,
    containedInPlace: { '@type': 'Place', name: `Community Board ${business.communityBoard.number}, ${business.communityBoard.name}, Manhattan` },
  };
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
