/** schema.org descriptions of pages, for search engines (JSON-LD). */
import type { BusinessView } from '../views/businesses';
import { amenityFeatures } from './accessibility.ts';
import { safeExternalUrl } from './safe-url';
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';

/** Splits "253 W 125th St, New York, NY 10027" into a PostalAddress. */
export function postalAddress(address: string) {
  const match = address.match(/^(.*?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})$/);
  if (!match)
    return { '@type': 'PostalAddress', streetAddress: address, addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' };
  const [, street, locality, region, postalCode] = match;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode,
    addressCountry: 'US',
  };
}

/** A LocalBusiness description of a business page. */
export function localBusinessJsonLd(
  business: BusinessView,
  pageUrl: string,
  imageUrl: string,
  openingHoursSpecification?: readonly object[] | null,
) {
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
    openingHoursSpecification: openingHoursSpecification ?? undefined,
    amenityFeature: amenityFeatures(business.access).length > 0 ? amenityFeatures(business.access) : undefined,
    geo:
      business.latitude !== null && business.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude }
        : undefined,
    aggregateRating:
      business.rating !== null && business.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: business.rating.toFixed(2),
            reviewCount: business.reviewCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    containedInPlace: {
      '@type': 'Place',
      name: `Community Board ${business.communityBoard.number}, ${business.communityBoard.name}, Manhattan`,
    },
  };
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What a NewsArticle description needs of an article (see lib/domain/news.ts). */
export type NewsArticleSummary = {
  title: string;
  excerpt: string;
  author: { firstName: string; lastName: string };
  category: { name: string };
  /** The publication instant written in New York time with its offset. */
  publishedIso: string;
  wordCount: number;
  readTime: number;
  /** The language the article is written in; English when not given. */
  lang?: Locale;
};

/** A NewsArticle description of a news article page; urls are absolute. */
export function newsArticleJsonLd(article: NewsArticleSummary, urls: { page: string; image: string; logo: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': urls.page,
    mainEntityOfPage: { '@type': 'WebPage', '@id': urls.page },
    url: urls.page,
    // Search engines cut headlines longer than 110 characters.
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.excerpt,
    image: [urls.image],
    datePublished: article.publishedIso,
    dateModified: article.publishedIso,
    author: [{ '@type': 'Person', name: `${article.author.firstName} ${article.author.lastName}` }],
    publisher: { '@type': 'Organization', name: 'Harlem', logo: { '@type': 'ImageObject', url: urls.logo } },
    articleSection: article.category.name,
    wordCount: article.wordCount,
    timeRequired: `PT${article.readTime}M`,
    inLanguage: INTL_LOCALES[article.lang ?? 'en'],
  };
}

/** A listing as the property page reads it (typed here so this builder stays appended at the end). */
type PropertyListing = import('../views/properties').PropertyView;

/**
 * A RealEstateListing description of a property page: the place (an Accommodation for homes, a
 * Place for commercial space) and the offer, sale or monthly rent, made by the listing's realtor.
 */
export function realEstateListingJsonLd(property: PropertyListing, pageUrl: string, imageUrl: string) {
  const price = (property.priceCents / 100).toFixed(2);
  const geo =
    property.latitude !== null && property.longitude !== null
      ? { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude }
      : undefined;
  const residential = property.propertyType === 'Residential';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': pageUrl,
    url: pageUrl,
    name: property.title,
    description: property.description ?? undefined,
    image: imageUrl,
    datePosted: property.createdAt,
    about: {
      '@type': residential ? 'Accommodation' : 'Place',
      name: property.title,
      address: postalAddress(property.address),
      geo,
      numberOfBedrooms: residential && property.bedrooms !== null ? property.bedrooms : undefined,
      numberOfBathroomsTotal: residential && property.bathrooms !== null ? property.bathrooms : undefined,
      floorSize:
        residential && property.squareFootage !== null
          ? { '@type': 'QuantitativeValue', value: property.squareFootage, unitCode: 'FTK', unitText: 'sq ft' }
          : undefined,
      containedInPlace: property.communityBoard
        ? { '@type': 'Place', name: `Community Board ${property.communityBoard.number}, ${property.communityBoard.name}, Manhattan` }
        : undefined,
    },
    offers: {
      '@type': 'Offer',
      businessFunction:
        property.listingType === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      price,
      priceCurrency: 'USD',
      priceSpecification:
        property.listingType === 'rent'
          ? { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitCode: 'MON', unitText: 'month' }
          : undefined,
      offeredBy: property.realtorName
        ? {
            '@type': 'RealEstateAgent',
            name: property.realtorName,
            telephone: property.realtorPhone ?? undefined,
            email: property.realtorEmail ?? undefined,
          }
        : undefined,
    },
  };
}
