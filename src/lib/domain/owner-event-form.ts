/** An event as its edit form's values (the dashboard's edit form and PATCH /api/events/{id} start from them). */
import { factAnswers, type AccessFactKey, type AccessFacts, type FactAnswer } from './accessibility.ts';
import type { EventView } from '../views/events.ts';
import { refundChoiceOf } from './refund-policy.ts';
import { chosenImageUrl } from './artwork.ts';
import { toNewYorkParts } from './time.ts';

export type OwnerEventFormValues = {
  title: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  price: string;
  /** 'none' or the days before the event tickets are refundable up to (refund-policy.ts). */
  refundDaysBefore: string;
  /** Early event access: the New York day it opens to everyone, or ''. */
  opensToAll: string;
  maxCapacity: string;
  requiresBooking: boolean;
  isPremium: boolean;
  imageUrl: string;
} & Record<AccessFactKey, FactAnswer>;

/** An event with its own facts (not its venue's) as the edit form's values. */
export function eventFormValues(
  event: EventView & { access: AccessFacts; refundDaysBefore?: number | null; opensToAllAt?: Date | string | null },
): OwnerEventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    date: event.date,
    startTime: event.startTime === '00:00' && !event.endTime ? '' : event.startTime,
    endTime: event.endTime ?? '',
    location: event.location ?? '',
    price: event.price ? `$${event.price}` : '',
    refundDaysBefore: refundChoiceOf(event.refundDaysBefore),
    opensToAll: event.opensToAllAt ? toNewYorkParts(new Date(event.opensToAllAt)).date : '',
    maxCapacity: String(event.maxCapacity),
    requiresBooking: event.requiresBooking,
    isPremium: event.isPremium,
    imageUrl: chosenImageUrl(event.imageUrl),
    ...factAnswers(event.access),
  };
}
