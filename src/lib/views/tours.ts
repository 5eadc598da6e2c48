/** What the public tour pages and the follow-mode island see of a tour (no admin fields). */
import type { TourAccessibility } from './admin-tours.ts';

export type TourCard = {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  difficulty: string;
  duration: number | null;
  distance: number | null;
  imageUrl: string | null;
  pointCount: number;
  /** The community board where the walk starts. */
  board: number | null;
};

export type TourStop = {
  id: number;
  title: string;
  description: string | null;
  historicalContext: string | null;
  audioNarration: string | null;
  latitude: number;
  longitude: number;
  interactionZone: number;
};

export type TourDetail = TourCard & { accessibility: TourAccessibility; rating: number | null; stops: TourStop[] };

/** A signed-in walker's progress on a tour, as stored (user_ar_progress). */
export type TourProgressView = { done: number[]; status: 'in_progress' | 'completed'; rating: number | null; feedback: string | null };
