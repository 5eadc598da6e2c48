/** The pure function that turns preferences and candidates into a day-by-day plan. */
import { formatClockTime, formatLongDate, truncateText } from '../event-format.ts';
import { formatPrice } from '../money.ts';
import { addDays, isCalendarDate } from '../time.ts';
import {
  type BlockId,
  DESCRIPTION_LIMIT,
  type Fit,
  type InterestId,
  MAX_EVENTS,
  PICKS_PER_BLOCK,
  TIER_COST_DOLLARS,
  type TierSymbol,
} from './choices.ts';
import {
  type LatLng,
  blockFit,
  blockOf,
  budgetOf,
  interestOf,
  coordinatesOf,
  distanceMetres,
  durationOf,
  eventPriceTier,
  groupSizeOf,
  isExcludedCategory,
  matchInterests,
  tierIndex,
  walkLeg,
  withinBudget,
} from './matching.ts';
import { describeOpening, openFit, type OpenFit } from './opening.ts';
import type {
  CostEstimate,
  Itinerary,
  ItineraryBlock,
  ItineraryDay,
  ItineraryEvent,
  ItineraryPick,
  Opening,
  TripBusiness,
  TripCandidates,
  TripEvent,
  TripPreferences,
  WalkLeg,
} from './types.ts';
import { picksOf } from './types.ts';

type Stop = {
  business: TripBusiness;
  interests: InterestId[];
  score: number;
  /** Distance in tiers from the budget's preferred tier (unknown price counts as 1). */
  tierDistance: number;
  point: LatLng | null;
  board: number;
  fit: Record<BlockId, Fit>;
};

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The day and block being filled, the day's blocks after it, the board the day centres on and that board's centre. */
type Slot = { date: string; block: BlockId; later: readonly BlockId[]; dayBoard: number | null; anchor: LatLng | null };

/** Whether a stop is open for the slot's block on its day (hours not listed count as unknown). */
const openFor = (stop: Stop, slot: Pick<Slot, 'date' | 'block'>): OpenFit => openFit(stop.business.openings ?? null, slot.date, slot.block);

/** A stop this close to the previous one is an easy walk (about 15 minutes). */
export const EASY_WALK_METRES = 1000;

/**
 * The ranking of stops for a block: the day's board first, then places that suit the time of
 * day, places known to be open then (before those that list no hours), a kind of place not yet in the block, places a later block of the day does not need
 * (a restaurant is kept for the evening when a café will do), stronger interest matches,
 * prices nearest the budget, an easy walk from the previous stop, (elsewhere) nearest the
 * day's centre, then rating, the longer open within the block, name and id.
 */
function rankStops(stops: Stop[], slot: Slot, here: LatLng | null, chosenCategories: Set<string>): Stop[] {
  const { block, later, dayBoard, anchor } = slot;
  const key = (stop: Stop) => {
    const open = openFor(stop, slot);
    return {
      board: dayBoard === null || stop.board === dayBoard ? 0 : 1,
      fit: stop.fit[block] === 'good' ? 0 : 1,
      known: open.state === 'open' ? 0 : 1,
      openMinutes: open.state === 'open' ? open.minutes : 0,
      repeat: chosenCategories.has(stop.business.category.slug) ? 1 : 0,
      later: later.some((laterBlock) => stop.fit[laterBlock] === 'good') ? 1 : 0,
      far: here && stop.point && distanceMetres(here, stop.point) > EASY_WALK_METRES ? 1 : 0,
      distance: stop.board === dayBoard || !anchor ? 0 : stop.point ? distanceMetres(anchor, stop.point) : Number.MAX_SAFE_INTEGER,
    };
  };
  return [...stops].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (
      ka.board - kb.board ||
      ka.fit - kb.fit ||
      ka.known - kb.known ||
      ka.repeat - kb.repeat ||
      ka.later - kb.later ||
      b.score - a.score ||
      a.tierDistance - b.tierDistance ||
      ka.far - kb.far ||
      ka.distance - kb.distance ||
      (b.business.rating ?? -1) - (a.business.rating ?? -1) ||
      kb.openMinutes - ka.openMinutes ||
      compareText(a.business.name, b.business.name) ||
      a.business.id - b.business.id
    );
  });
}

/**
 * Up to PICKS_PER_BLOCK stops for a block from those not yet used (marks them used), each
 * ranked from where the previous one leaves the visitor.
 */
function chooseForBlock(pool: Stop[], used: Set<number>, slot: Slot, from: LatLng | null): Stop[] {
  const chosen: Stop[] = [];
  const categories = new Set<string>();
  let here = from;
  while (chosen.length < PICKS_PER_BLOCK) {
    // Never a place that is closed then, or open for less than the stop's time (stopMinutes):
    // a Monday plan has no museum closed on Mondays, an evening no shop that closes at 6 PM.
    const open = pool.filter(
      (stop) => !used.has(stop.business.id) && stop.fit[slot.block] !== 'no' && openFor(stop, slot).state !== 'closed',
    );
    const [next] = rankStops(open, slot, here, categories);
    if (!next) break;
    chosen.push(next);
    used.add(next.business.id);
    categories.add(next.business.category.slug);
    here = next.point ?? here;
  }
  return chosen;
}

/**
 * Walking order: from where the visitor is, the nearest stop in the same board next, then the
 * nearest elsewhere. Stops without coordinates keep their ranked order at the end.
 */
export function orderForWalking<T extends { point: LatLng | null; board: number }>(
  stops: readonly T[],
  from: { point: LatLng; board: number } | null,
): T[] {
  const remaining = [...stops];
  const ordered: T[] = [];
  let here = from;
  while (remaining.length > 0) {
    let index = 0;
    if (here) {
      let best = Number.POSITIVE_INFINITY;
      remaining.forEach((stop, position) => {
        if (!stop.point) return;
        // Another board counts as farther than anything in this one.
        const cost = (stop.board === here!.board ? 0 : 1e9) + distanceMetres(here!.point, stop.point);
        if (cost < best) {
          best = cost;
          index = position;
        }
      });
    }
    const [next] = remaining.splice(index, 1);
    ordered.push(next);
    if (next.point) here = { point: next.point, board: next.board };
  }
  return ordered;
}

/** The board a day should centre on: the one that fills the most slots, then one not yet used, then the strongest matches. */
function chooseDayBoard(pool: Stop[], used: Set<number>, date: string, blocks: readonly BlockId[], usedBoards: Set<number>): number | null {
  const boards = [...new Set(pool.filter((stop) => !used.has(stop.business.id)).map((stop) => stop.board))].sort((a, b) => a - b);
  let best: { board: number; filled: number; fresh: number; score: number } | null = null;
  for (const board of boards) {
    const trial = new Set(used);
    const ofBoard = pool.filter((stop) => stop.board === board);
    let filled = 0;
    let score = 0;
    for (const [index, block] of blocks.entries()) {
      for (const stop of chooseForBlock(
        ofBoard,
        trial,
        { date, block, later: blocks.slice(index + 1), dayBoard: board, anchor: null },
        null,
      )) {
        filled += 1;
        score += stop.score;
      }
    }
    const candidate = { board, filled, fresh: usedBoards.has(board) ? 0 : 1, score };
    if (
      !best ||
      candidate.filled > best.filled ||
      (candidate.filled === best.filled &&
        (candidate.fresh > best.fresh || (candidate.fresh === best.fresh && candidate.score > best.score)))
    ) {
      best = candidate;
    }
  }
  return best && best.filled > 0 ? best.board : null;
}

/** Centre of a board's open stops, for ranking stops elsewhere by how far they are. */
function centreOf(stops: Stop[]): LatLng | null {
  const points = stops.map((stop) => stop.point).filter((point): point is LatLng => point !== null);
  if (points.length === 0) return null;
  return {
    latitude: points.reduce((sum, point) => sum + point.latitude, 0) / points.length,
    longitude: points.reduce((sum, point) => sum + point.longitude, 0) / points.length,
  };
}

function blockOfTime(time: string): BlockId {
  if (time < '12:00') return 'morning';
  if (time < '17:00') return 'afternoon';
  return 'evening';
}

/** Why a stop is in the plan: open then, what it matches, and its rating. */
function reasonsFor(stop: Stop, slot: Slot): string[] {
  const open = openFor(stop, slot);
  const weekday = formatLongDate(slot.date).split(',')[0];
  const reasons = [open.state === 'open' ? `${describeOpening(open.opening)} on ${weekday}` : 'Hours not listed: check before you go'];
  reasons.push(`For ${listLabels(stop.interests.map((id) => interestOf(id).label.toLowerCase()))}`);
  if (stop.business.rating !== null && stop.business.rating >= 4.5) reasons.push(`Rated ${stop.business.rating.toFixed(1)}`);
  return reasons;
}

/** The opening the reasons name (null: hours not listed). */
function openingFor(stop: Stop, slot: Slot): Opening | null {
  const open = openFor(stop, slot);
  return open.state === 'open' ? open.opening : null;
}

const listLabels = (labels: string[]) => (labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`);

function toPick(stop: Stop, fromPrevious: WalkLeg | null, slot: Slot): ItineraryPick {
  const { business } = stop;
  return {
    id: business.id,
    name: business.name,
    href: `/business/${business.id}`,
    category: business.category.name,
    categorySlug: business.category.slug,
    description: truncateText(business.description, DESCRIPTION_LIMIT),
    priceRange: tierIndex(business.priceRange) === -1 ? null : (business.priceRange as TierSymbol),
    rating: business.rating,
    address: business.address,
    communityBoard: business.communityBoard,
    latitude: business.latitude,
    longitude: business.longitude,
    interests: stop.interests,
    reasons: reasonsFor(stop, slot),
    opening: openingFor(stop, slot),
    fromPrevious,
  };
}

/** The hours a plan covers each day: from its first block's start to its last block's end. */
type PlanHours = {
  start: string;
  end: string;
  /** Whether events may end after `end` (a plan ending with the evening). */ lateEndAllowed: boolean;
};

/**
 * Whether an event fits a plan's hours: it starts within them and, unless the plan ends with the
 * evening (a night out may run late), any known end is by their end. A half day's events are
 * over by noon.
 */
export function withinPlanHours(event: Pick<TripEvent, 'startTime' | 'endTime'>, hours: PlanHours): boolean {
  if (event.startTime < hours.start || event.startTime >= hours.end) return false;
  if (hours.lateEndAllowed || event.endTime === null) return true;
  // An end before the start is after midnight, so after any plan's end.
  return event.endTime > event.startTime && event.endTime <= hours.end;
}

/** The events of a plan: matching, affordable, open to the public, on the plan's dates and hours; best matches first, then soonest, at most MAX_EVENTS. */
function chooseEvents(preferences: TripPreferences, events: readonly TripEvent[], dates: string[], hours: PlanHours): ItineraryEvent[] {
  const group = groupSizeOf(preferences.groupSize);
  const candidates = events
    .filter((event) => dates.includes(event.date) && withinPlanHours(event, hours))
    .filter((event) => !event.isPremium && event.maxCapacity >= group.min)
    .filter((event) => withinBudget(eventPriceTier(event.priceCents), preferences.budget))
    .map((event) => ({ event, ...matchInterests(preferences.interests, event.category, `${event.title} ${event.description ?? ''}`) }))
    .filter((candidate) => candidate.interests.length > 0);
  const chosen = candidates
    .sort(
      (a, b) =>
        b.score - a.score ||
        compareText(a.event.date, b.event.date) ||
        compareText(a.event.startTime, b.event.startTime) ||
        a.event.id - b.event.id,
    )
    .slice(0, MAX_EVENTS);
  return chosen
    .sort((a, b) => compareText(a.event.date, b.event.date) || compareText(a.event.startTime, b.event.startTime) || a.event.id - b.event.id)
    .map(({ event, interests }) => ({
      id: event.id,
      title: event.title,
      href: `/events/${event.id}`,
      description: truncateText(event.description, DESCRIPTION_LIMIT),
      date: event.date,
      startTime: event.startTime,
      endTime: event.endTime,
      timeLabel: event.endTime
        ? `${formatClockTime(event.startTime)} – ${formatClockTime(event.endTime)}`
        : formatClockTime(event.startTime),
      block: blockOfTime(event.startTime),
      location: event.location,
      priceCents: event.priceCents,
      priceLabel: formatPrice(event.priceCents),
      communityBoard: event.communityBoard,
      interests,
    }));
}

/** The cost estimate of a plan from its stops' price tiers and its events' ticket prices. */
export function estimateCost(
  picks: readonly { priceRange: TierSymbol | null }[],
  events: readonly { priceCents: number | null }[],
  preferences: TripPreferences,
  days: number,
): CostEstimate {
  let low = 0;
  let high: number | null = 0;
  let unpricedStops = 0;
  for (const pick of picks) {
    if (!pick.priceRange) {
      unpricedStops += 1;
      continue;
    }
    const cost = TIER_COST_DOLLARS[pick.priceRange];
    low += cost.low * 100;
    high = high === null || cost.high === null ? null : high + cost.high * 100;
  }
  for (const event of events) {
    low += event.priceCents ?? 0;
    if (high !== null) high += event.priceCents ?? 0;
  }
  const group = groupSizeOf(preferences.groupSize);
  const budget = budgetOf(preferences.budget);
  return {
    perPerson: { lowCents: low, highCents: high },
    group: { people: group.people, lowCents: low * group.min, highCents: high === null || group.max === null ? null : high * group.max },
    unpricedStops,
    overBudget: budget.maxDollars !== null && low > budget.maxDollars * 100 * days,
  };
}

/**
 * A day-by-day itinerary for the preferences from the candidates: per day the blocks of the
 * duration with up to two stops each, no place twice in the whole trip, each day centred on
 * one community board and walked in nearest-neighbour order; plus up to three events on the
 * plan's dates and within its hours. Pure and deterministic.
 */
export function generateItinerary(preferences: TripPreferences, candidates: TripCandidates, options: { startDate: string }): Itinerary {
  if (!isCalendarDate(options.startDate)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${options.startDate}`);
  const duration = durationOf(preferences.duration);
  const budget = budgetOf(preferences.budget);
  const dates = Array.from({ length: duration.days }, (_, index) => addDays(options.startDate, index));

  const pool: Stop[] = candidates.businesses
    .filter((business) => !isExcludedCategory(business.category) && withinBudget(business.priceRange, preferences.budget))
    .map((business) => {
      const match = matchInterests(preferences.interests, business.category, business.description ?? '');
      const index = tierIndex(business.priceRange);
      return {
        business,
        ...match,
        tierDistance: index === -1 ? 1 : Math.abs(index - tierIndex(budget.preferredTier)),
        point: coordinatesOf(business),
        board: business.communityBoard.number,
        fit: {
          morning: blockFit(business.category, 'morning'),
          afternoon: blockFit(business.category, 'afternoon'),
          evening: blockFit(business.category, 'evening'),
        },
      };
    })
    .filter((stop) => stop.interests.length > 0)
    // A stable input order, so the plan never depends on how the rows arrived.
    .sort((a, b) => a.business.id - b.business.id);

  const used = new Set<number>();
  const usedBoards = new Set<number>();
  const lastBlock = duration.blocks[duration.blocks.length - 1];
  const hours: PlanHours = {
    start: blockOf(duration.blocks[0]).start,
    end: blockOf(lastBlock).end,
    lateEndAllowed: lastBlock === 'evening',
  };
  const events = chooseEvents(preferences, candidates.events, dates, hours);

  const days: ItineraryDay[] = dates.map((date, dayIndex) => {
    const dayBoard = chooseDayBoard(pool, used, date, duration.blocks, usedBoards);
    if (dayBoard !== null) usedBoards.add(dayBoard);
    const anchor = dayBoard === null ? null : centreOf(pool.filter((stop) => stop.board === dayBoard && !used.has(stop.business.id)));
    let here: { point: LatLng; board: number } | null = null;
    const blocks: ItineraryBlock[] = duration.blocks.map((blockId, index) => {
      const block = blockOf(blockId);
      const slot: Slot = { date, block: blockId, later: duration.blocks.slice(index + 1), dayBoard, anchor };
      const chosen = orderForWalking(chooseForBlock(pool, used, slot, here?.point ?? null), here);
      const picks = chosen.map((stop) => {
        const leg = here && stop.point ? walkLeg(here.point, stop.point) : null;
        if (stop.point) here = { point: stop.point, board: stop.board };
        return toPick(stop, leg, slot);
      });
      return {
        id: block.id,
        label: block.label,
        start: block.start,
        end: block.end,
        timeLabel: `${formatClockTime(block.start)} – ${formatClockTime(block.end)}`,
        picks,
      };
    });
    const boardStop = pool.find((stop) => stop.board === dayBoard);
    return {
      number: dayIndex + 1,
      date,
      dateLabel: formatLongDate(date),
      communityBoard: boardStop ? boardStop.business.communityBoard : null,
      blocks,
      events: events.filter((event) => event.date === date),
    };
  });

  const picks = picksOf({ days });
  return {
    preferences,
    startDate: options.startDate,
    days,
    events,
    stopCount: picks.length,
    estimate: estimateCost(picks, events, preferences, duration.days),
    isEmpty: picks.length === 0 && events.length === 0,
  };
}
