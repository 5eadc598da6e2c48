/** Community boards and business categories as pages and islands show them. */

export type BoardView = {
  id: number;
  number: number;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type CategoryView = { id: number; name: string; slug: string; description: string | null; icon: string | null };
