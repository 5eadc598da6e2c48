/**
 * The trip planner: its choices (spec 02 section 9) and the pure function that turns preferences
 * and already-loaded businesses and events into a day-by-day itinerary. No I/O, no clock, no
 * randomness: the same preferences, candidates and start date always give the same plan, so a
 * plan's address (its query string) is the plan.
 *
 * Decisions where the spec is silent:
 * - A half day is the morning and afternoon blocks of one day (9am to 5pm, four stops of about an
 *   hour each); a full day adds the evening; a weekend is two full days; an extended stay plans
 *   its first three full days.
 * - Budgets are per person per day. They cap the price tier of places and events and steer the
 *   choice toward the budget's own tier.
 * - Hotels and wellness studios are never stops, and members-only (premium) events are left out.
 * - Businesses hold no capacity figure, so group size only changes the cost estimate and leaves
 *   out events with fewer places than the group's smallest size.
 */
export * from './trip-planner/choices.ts';
export * from './trip-planner/types.ts';
export * from './trip-planner/matching.ts';
export * from './trip-planner/generate.ts';
export * from './trip-planner/address.ts';
export * from './trip-planner/popular.ts';
