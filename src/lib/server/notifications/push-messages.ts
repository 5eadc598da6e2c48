/** What the push subscription actions say (PUSH_MESSAGES), in the caller's language (the actions' `translate`). */
import type { Locale } from '#lib/i18n/locales.ts';
import { PUSH_MESSAGES } from '#lib/schemas/push-subscriptions.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const MESSAGES: Record<string, Message> = {
  [PUSH_MESSAGES.loginRequired]: m.notify_msg_login,
  [PUSH_MESSAGES.notConfigured]: m.notify_msg_not_configured,
  [PUSH_MESSAGES.invalidEndpoint]: m.notify_msg_invalid_endpoint,
  [PUSH_MESSAGES.invalidKeys]: m.notify_msg_invalid_keys,
  [PUSH_MESSAGES.notFound]: m.notify_msg_not_found,
  [PUSH_MESSAGES.turnedOn]: m.notify_msg_on,
  [PUSH_MESSAGES.turnedOff]: m.notify_msg_off,
  [PUSH_MESSAGES.removed]: m.notify_msg_removed,
  [PUSH_MESSAGES.failed]: m.notify_msg_failed,
  'Push notifications': m.notify_msg_title,
};

export function pushMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return MESSAGES[text]?.({}, { locale }) ?? text;
}
