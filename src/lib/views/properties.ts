/** Real estate listings as pages show them. */
import type { TranslatedTexts } from './translated-texts.ts';
import type { ListingType, PropertyType } from '../domain/property-filters.ts';

export type PropertyView = {
  id: number;
  title: string;
  description: string | null;
  propertyType: PropertyType;
  listingType: ListingType;
  priceCents: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFootage: number | null;
  imageUrl: string | null;
  realtorName: string | null;
  realtorPhone: string | null;
  realtorEmail: string | null;
  isFeatured: boolean;
  /** ISO instant the listing went up. */
  createdAt: string;
  communityBoard: { id: number; number: number; name: string; slug: string } | null;
  /** Its verified Spanish or French title and description on a page in that language (decision 024). */
  translated?: TranslatedTexts;
};
