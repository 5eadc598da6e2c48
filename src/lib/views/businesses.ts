/** What pages and islands show of businesses: public view objects, never database rows. */

export type BusinessView = {
  id: number;
  name: string;
  description: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  hours: string | null;
  priceRange: string | null;
  rating: number | null;
  reviewCount: number;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  isPremium: boolean;
  category: { id: number; name: string };
  communityBoard: { id: number; number: number; name: string };
};
