/** What the planner takes and what it gives. */
import type { TranslatedTexts } from '#lib/views/translated-texts.ts';
import type { BlockId, BudgetId, DurationId, GroupSizeId, InterestId, TierSymbol } from './choices.ts';

export type TripPreferences = {
  duration: DurationId;
  interests: InterestId[];
  budget: BudgetId;
  groupSize: GroupSizeId;
};

/** One opening on a date: "09:00" to "17:00"; "24:00" when it runs past midnight. */
export type Opening = { opens: string; closes: string };

/** A place's openings per plan date (YYYY-MM-DD), or null when it lists no hours. */
export type Openings = Record<string, Opening[]> | null;

type BoardRef = { number: number; name: string };

/** A place the planner may choose (an active business with its category and board). */
export type TripBusiness = {
  id: number;
  name: string;
  description: string | null;
  /** Street address, shown with the stop so a printed plan finds the place. */
  address: string | null;
  priceRange: string | null;
  rating: number | null;
  latitude: number | null;
  longitude: number | null;
  category: { name: string; slug: string };
  communityBoard: BoardRef;
  /** Its openings on the plan's dates (New York times); null or absent when it lists no hours. */
  openings?: Openings;
};

/** An event the planner may add (New York date and times already worked out). */
export type TripEvent = {
  id: number;
  title: string;
  description: string | null;
  /** YYYY-MM-DD in New York. */
  date: string;
  /** HH:mm in New York. */
  startTime: string;
  endTime: string | null;
  location: string | null;
  /** What a ticket costs the buyer in cents, the guide's fee included (issue 33); null or 0 is Free. */
  priceCents: number | null;
  isPremium: boolean;
  maxCapacity: number;
  latitude: number | null;
  longitude: number | null;
  communityBoard: BoardRef | null;
  /** Category of the host business; null for a community event. */
  category: { name: string; slug: string } | null;
};

export type TripCandidates = { businesses: readonly TripBusiness[]; events: readonly TripEvent[] };

export type WalkLeg = { metres: number; minutes: number };

export type ItineraryPick = {
  id: number;
  name: string;
  href: string;
  category: string;
  /** The category's slug, to name it in the visitor's language (left out of a plan once named). */
  categorySlug?: string;
  description: string;
  priceRange: TierSymbol | null;
  rating: number | null;
  /** Street address ("2245 Adam Clayton Powell Jr Blvd, New York, NY 10027"), or null. */
  address: string | null;
  communityBoard: BoardRef;
  latitude: number | null;
  longitude: number | null;
  interests: InterestId[];
  /** Why it fits: open then, what it is for, its rating ("Open 10:00 AM – 5:00 PM on Monday"). */
  reasons: string[];
  /** The opening the first reason names, null when the place lists no hours (for the reasons in other languages). */
  opening?: Opening | null;
  /** Distance from the previous stop of the day, when both have coordinates. */
  fromPrevious: WalkLeg | null;
  /** A verified translation of the description into the visitor's language, when there is one. */
  translated?: TranslatedTexts;
};

export type ItineraryEvent = {
  id: number;
  title: string;
  href: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string | null;
  /** "7:30 PM – 10:00 PM". */
  timeLabel: string;
  block: BlockId;
  location: string | null;
  priceCents: number | null;
  /** "$38.00" or "Free". */
  priceLabel: string;
  communityBoard: BoardRef | null;
  interests: InterestId[];
  /** Verified translations of the title and description into the visitor's language, when any. */
  translated?: TranslatedTexts;
};

export type ItineraryBlock = {
  id: BlockId;
  label: string;
  start: string;
  end: string;
  /** "9:00 AM – 12:00 PM". */
  timeLabel: string;
  picks: ItineraryPick[];
};

export type ItineraryDay = {
  number: number;
  date: string;
  /** "Saturday, December 5, 2026". */
  dateLabel: string;
  /** The board the day centres on, or null when the day has no stops. */
  communityBoard: BoardRef | null;
  blocks: ItineraryBlock[];
  events: ItineraryEvent[];
};

export type CostEstimate = {
  /** Per person for the whole plan; highCents null means "or more" (a $$$$ stop has no top). */
  perPerson: { lowCents: number; highCents: number | null };
  /** For the group: low for its smallest size, high for its largest (null: no top). */
  group: { people: string; lowCents: number; highCents: number | null };
  /** Stops with no price range, left out of the estimate. */
  unpricedStops: number;
  /** Whether even the low end is above the budget's top for the number of days. */
  overBudget: boolean;
};

export type Itinerary = {
  preferences: TripPreferences;
  startDate: string;
  days: ItineraryDay[];
  /** Every event of the plan, in time order (also listed under their day). */
  events: ItineraryEvent[];
  stopCount: number;
  estimate: CostEstimate;
  /** True when nothing matched: no stops and no events. */
  isEmpty: boolean;
};

/** A plan's stops in its order: day by day, block by block (the order their numbers follow). */
export const picksOf = (plan: Pick<Itinerary, 'days'>): ItineraryPick[] =>
  plan.days.flatMap((day) => day.blocks.flatMap((block) => block.picks));

export const EMPTY_PLAN_MESSAGE =
  'No places or events match these interests and budget yet. Try adding an interest or choosing a higher budget.';
