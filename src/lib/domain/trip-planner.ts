/**
 * The trip planner: its choices (spec 02 section 9) and the pure function that turns preferences
 * and already-loaded businesses and events into a day-by-day itinerary. No I/O, no clock, no
 * randomness: the same preferences, candidates and start date always give the same plan, so a
 * plan's address (its query string) is the plan.
 *
 * Decisions where the spec is silent:
 * - A half day (the spec's "4 hours") is the morning block of one day: 9am to noon, two stops,
 *   with room for the walk between them and a coffee. Morning and afternoon together would run
 *   9am to 5pm, as long as the spec's full day (8 hours). A full day is morning, afternoon and
 *   evening; a weekend is two full days; an extended stay plans its first three full days.
 * - Events must fit the plan's hours: they start within the day's blocks (9am to noon for a half
 *   day, 9am to 10pm otherwise) and, when their end is known, a half day's events also end by
 *   noon. Evening events may run past 10pm: a night out can end late.
 * - Budgets are per person per day. They cap the price tier of places and events and steer the
 *   choice toward the budget's own tier.
 * - Hotels and wellness studios are never stops, and members-only (premium) events are left out.
 * - Businesses hold no capacity figure, so group size only changes the cost estimate and leaves
 *   out events with fewer places than the group's smallest size.
 */
export * from './trip-planner/choices.ts';
export * from './trip-planner/types.ts';
export * from './trip-planner/matching.ts';
export * from './trip-planner/opening.ts';
export * from './trip-planner/generate.ts';
export * from './trip-planner/address.ts';
export * from './trip-planner/popular.ts';
