/** What pages and islands show of businesses: public view objects, never database rows. */
import type { AccessFacts } from '../domain/accessibility.ts';

export type BusinessView = {
  id: number;
  name: string;
  description: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Notes on the hours. */
  hours: string | null;
  /** OpenStreetMap opening_hours syntax. */
  openingHours: string | null;
  priceRange: string | null;
  rating: number | null;
  reviewCount: number;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  isPremium: boolean;
  category: { id: number; name: string };
  communityBoard: { id: number; number: number; name: string };
  /** Step-free entrance, accessible restroom, hearing loop, seating: yes, no or not reported. */
  access: AccessFacts;
};

/** What a business card shows: image, badges, name, category, board, rating, reviews and price. */
/** "Open now · closes 10 PM" (open) or "Closed · opens tomorrow 9 AM", in New York time. */
export type OpenStatusView = { open: boolean; text: string };

export type BusinessCardView = {
  id: number;
  name: string;
  imageUrl: string | null;
  isPremium: boolean;
  categoryName: string;
  communityBoard: { number: number; name: string };
  rating: number | null;
  reviewCount: number;
  priceRange: string | null;
  /** Absent when the hours are not known. */
  openStatus?: OpenStatusView;
  /** "0.4 mi · 8 min walk" from the visitor, when they shared where they are. */
  distance?: string;
};

/** A business as its card shows it, with whether it is open now when that is known. */
export function toBusinessCard(business: BusinessView, openStatus?: OpenStatusView, distance?: string): BusinessCardView {
  return {
    id: business.id,
    name: business.name,
    imageUrl: business.imageUrl,
    isPremium: business.isPremium,
    categoryName: business.category.name,
    communityBoard: { number: business.communityBoard.number, name: business.communityBoard.name },
    rating: business.rating,
    reviewCount: business.reviewCount,
    priceRange: business.priceRange,
    ...(openStatus && { openStatus }),
    ...(distance && { distance }),
  };
}
