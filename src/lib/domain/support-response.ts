/**
 * How soon the guide answers a contact message (priority support, a Premium benefit): the admin
 * inbox lists priority messages first and shows each message's target.
 */

/** Business days within which a message is answered: priority (members whose plan gives priority support) or standard. */
export const REPLY_TARGET_BUSINESS_DAYS = { priority: 1, standard: 3 } as const;

/** The reply target of a message, in business days. */
export function replyTargetDays(priority: boolean): number {
  return priority ? REPLY_TARGET_BUSINESS_DAYS.priority : REPLY_TARGET_BUSINESS_DAYS.standard;
}
