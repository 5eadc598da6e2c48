/** The business dashboard's event form (spec 02 section 5): limits, defaults and messages, apart from the schema so islands can use them without zod. */
export const OWNER_EVENT_LIMITS = { title: 120, description: 2000, location: 200, price: 40, imageUrl: 500, maxCapacity: 5000 } as const;

export const OWNER_EVENT_DEFAULTS = { maxCapacity: 50, requiresBooking: true, isPremium: true } as const;

export const OWNER_EVENT_MESSAGES = {
  created: 'Event created successfully',
  updated: 'Event updated successfully',
  cancelled: 'Event cancelled. Every registrant has been emailed.',
  failed: 'Failed to save the event. Please try again.',
  cancelFailed: 'Failed to cancel the event. Please try again.',
  title: 'Event title is required',
  description: 'Event description is required',
  date: 'Event date is required',
  pastDate: 'Event date must be today or later',
  time: 'Please enter a time like 19:30',
  endBeforeStart: 'The end time must be after the start time',
  maxCapacity: 'Maximum capacity must be at least 1',
  capacityTooLarge: `Maximum capacity must be at most ${OWNER_EVENT_LIMITS.maxCapacity}`,
  belowRegistered: (count: number) => `Capacity cannot be lower than the ${count} people already registered`,
  price: 'Price must be an amount, like 25 or $25.00 per person (empty or Free for a free event)',
  imageUrl: 'Image URL must be a web address (https://...) or a path on this site',
  premiumOnly: 'Event management is a premium listing feature. Upgrade to Premium to post events.',
  notFound: 'Event not found',
  ended: 'This event has already taken place and can no longer be changed.',
  alreadyCancelled: 'This event was already cancelled.',
  repeats: 'Choose how the event repeats: Does not repeat, every week or every month',
  repeatsUntil: 'Repeat until must be a date, like 2027-03-31',
  repeatsUntilAlone: 'Choose how the event repeats, or leave Repeat until empty',
  repeatsUntilBeforeStart: 'Repeat until must be after the event date',
  repeatsUntilTooFar: 'Repeat until can be at most a year after the event date',
  repeatsOnEdit: 'How an event repeats is set when it is created: changes apply to this date only',
  noMonthlyDate: (day: string, weekday: string) =>
    `Not every month has a ${day}: choose every month on the last ${weekday}, or a date up to the 28th`,
  access: 'Choose Yes, No or Not stated',
} as const;
