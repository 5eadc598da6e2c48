/**
 * The subscribable calendar feeds of events: every event, one board's, one type's or one
 * business's. Their addresses, how a route's parameter names one, and the links a Subscribe menu
 * offers (webcal: for calendar apps, Google Calendar, the plain https address).
 */
import { BOARD_NUMBERS, type BoardNumber } from './community-boards.ts';
import { EVENT_TYPE_LABELS, EVENT_TYPES, type EventType } from './events-query.ts';

export type FeedEventType = Exclude<EventType, 'all'>;

export type FeedScope =
  | { kind: 'all' }
  | { kind: 'board'; board: BoardNumber }
  | { kind: 'type'; type: FeedEventType }
  | { kind: 'business'; businessId: number };

/** The feed's path on this site. */
export function feedPath(scope: FeedScope): string {
  switch (scope.kind) {
    case 'all':
      return '/events/feeds/all.ics';
    case 'board':
      return `/events/feeds/board/${scope.board}.ics`;
    case 'type':
      return `/events/feeds/type/${scope.type}.ics`;
    case 'business':
      return `/business/${scope.businessId}/events.ics`;
  }
}

/** What a type's feed holds, in words: "Free events", "Business events". */
export function feedTypeLabel(type: FeedEventType): string {
  const label = EVENT_TYPE_LABELS[type];
  return label.endsWith(' events') ? label : `${label} events`;
}

/** A board feed's scope from its route parameter ("10"), or null when it names no board. */
export function boardFeedScope(param: string | undefined): FeedScope | null {
  const board = BOARD_NUMBERS.find((number) => String(number) === param);
  return board ? { kind: 'board', board } : null;
}

/** A type feed's scope from its route parameter ("free"), or null when it names no type ("all" has its own feed). */
export function typeFeedScope(param: string | undefined): FeedScope | null {
  const type = EVENT_TYPES.find((name) => name !== 'all' && name === param);
  return type && type !== 'all' ? { kind: 'type', type } : null;
}

/** A business feed's scope from its route parameter, or null unless it is an id written plainly ("12", not "012"). */
export function businessFeedScope(param: string | undefined): FeedScope | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? { kind: 'business', businessId: Number(param) } : null;
}

export type FeedLinks = {
  /** Opens the calendar app's subscribe dialog. */
  webcal: string;
  /** Adds the feed in Google Calendar. */
  google: string;
  /** The feed itself, to download or paste into any calendar's "subscribe from URL". */
  https: string;
};

/** The links to a feed at an absolute http(s) address. */
export function feedLinks(absoluteUrl: string): FeedLinks {
  const webcal = absoluteUrl.replace(/^https?:/, 'webcal:');
  return { webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`, https: absoluteUrl };
}
