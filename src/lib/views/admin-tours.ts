/** The admin's Walking Tours tab: every tour (active and retired) with its points in order. */
export type TourPointView = {
  id: number;
  title: string;
  description: string | null;
  historicalContext: string | null;
  audioNarration: string | null;
  latitude: number;
  longitude: number;
  interactionZone: number;
  orderIndex: number;
};

export type TourAccessibility = { stepFree: boolean; benches: boolean; restrooms: boolean; notes: string | null };

export type TourView = {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  difficulty: string;
  duration: number | null;
  distance: number | null;
  accessibility: TourAccessibility;
  isActive: boolean;
  points: TourPointView[];
};

export type AdminToursView = { tours: TourView[]; translations: TourTranslationsView };

/** The stored Spanish and French texts of the tours' words, by content key (`tour:3:title`). */
export type TourTranslationsView = Record<string, { es?: string; fr?: string }>;
