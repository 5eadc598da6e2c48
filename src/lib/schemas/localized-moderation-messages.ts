/**
 * The walking-tour messages of the admin dashboard in the visitor's language (decision 024): each
 * English constant of tours-messages.ts the server sends (or the island shows) mapped to its
 * message. English, and any text not listed, stays as it is. The moderation, inbox and permission
 * messages are keys (admin-tools-messages.ts).
 */
import type { Locale } from '../i18n/locales.ts';
import { TOUR_MESSAGES as M } from './tours-messages.ts';
import {
  moderation_msg_latitude,
  moderation_msg_longitude,
  moderation_msg_moved,
  moderation_msg_point_added,
  moderation_msg_point_deleted,
  moderation_msg_point_not_found,
  moderation_msg_point_saved,
  moderation_msg_point_title,
  moderation_msg_tour_created,
  moderation_msg_tour_difficulty,
  moderation_msg_tour_distance,
  moderation_msg_tour_duration,
  moderation_msg_tour_failed,
  moderation_msg_tour_not_found,
  moderation_msg_tour_restored,
  moderation_msg_tour_retired,
  moderation_msg_tour_saved,
  moderation_msg_tour_title,
  moderation_msg_zone,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const MESSAGES: Record<string, Message> = {
  [M.title]: moderation_msg_tour_title,
  [M.difficulty]: moderation_msg_tour_difficulty,
  [M.duration]: moderation_msg_tour_duration,
  [M.distance]: moderation_msg_tour_distance,
  [M.pointTitle]: moderation_msg_point_title,
  [M.latitude]: moderation_msg_latitude,
  [M.longitude]: moderation_msg_longitude,
  [M.zone]: moderation_msg_zone,
  [M.created]: moderation_msg_tour_created,
  [M.saved]: moderation_msg_tour_saved,
  [M.retired]: moderation_msg_tour_retired,
  [M.restored]: moderation_msg_tour_restored,
  [M.pointAdded]: moderation_msg_point_added,
  [M.pointSaved]: moderation_msg_point_saved,
  [M.pointDeleted]: moderation_msg_point_deleted,
  [M.moved]: moderation_msg_moved,
  [M.notFound]: moderation_msg_tour_not_found,
  [M.pointNotFound]: moderation_msg_point_not_found,
  [M.failed]: moderation_msg_tour_failed,
};

/** A message of this area (English constant) in the visitor's language; any other text as it is. */
export function moderationMessageIn(locale: Locale, text: string): string {
  const message = MESSAGES[text];
  return locale === 'en' || !message ? text : message({}, { locale });
}
