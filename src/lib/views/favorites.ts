/** A member's favorites as pages, islands and GET /api/user/favorites show them. */

/** One favorite as the dashboard and GET /api/user/favorites show it (a card's fields). */
export type FavoriteBusinessView = {
  id: number;
  name: string;
  imageUrl: string | null;
  address: string;
  rating: number | null;
  priceRange: string | null;
  communityBoardId: number;
  communityBoardNumber: number;
  communityBoardName: string;
  categoryName: string;
  isPremium: boolean;
  /** When it was saved, ISO 8601 UTC. */
  favoritedAt: string;
};
