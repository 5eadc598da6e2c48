/**
 * What the notification actions say (the centre's buttons, the preferences form, the digest's
 * unsubscribe) in the caller's language: the English constants of lib/schemas/notifications.ts
 * mapped to the alerts messages (an action's `translate`, see define-action.ts).
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { NOTIFICATION_MESSAGES as M } from '#lib/schemas/notifications.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const MESSAGES: Record<string, Message> = {
  [M.loginRequired]: m.alerts_login_required,
  [M.notFound]: m.alerts_not_found,
  [M.markedRead]: m.alerts_marked_read,
  [M.allRead]: m.alerts_all_marked_read,
  [M.saved]: m.alerts_prefs_saved,
  [M.savedTitle]: m.alerts_title,
  [M.badTime]: m.alerts_bad_time,
  [M.sameTimes]: m.alerts_same_times,
  [M.badTimeZone]: m.alerts_bad_time_zone,
  [M.badToken]: m.alerts_bad_token,
  [M.failed]: m.alerts_failed,
};

/** One of the notification actions' messages in `locale`; other text as it is. */
export function alertMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return MESSAGES[text]?.({}, { locale }) ?? text;
}
