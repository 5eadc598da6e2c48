/**
 * The walking-tour forms' messages as message keys (decision 028), and their limits (shared with
 * the admin island). messages/moderation/en.json holds the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const TOUR_MESSAGES = {
  title: said(m.moderation_msg_tour_title),
  difficulty: said(m.moderation_msg_tour_difficulty),
  duration: said(m.moderation_msg_tour_duration),
  distance: said(m.moderation_msg_tour_distance),
  pointTitle: said(m.moderation_msg_point_title),
  latitude: said(m.moderation_msg_latitude),
  longitude: said(m.moderation_msg_longitude),
  zone: said(m.moderation_msg_zone),
  created: said(m.moderation_msg_tour_created),
  saved: said(m.moderation_msg_tour_saved),
  retired: said(m.moderation_msg_tour_retired),
  restored: said(m.moderation_msg_tour_restored),
  pointAdded: said(m.moderation_msg_point_added),
  pointSaved: said(m.moderation_msg_point_saved),
  pointDeleted: said(m.moderation_msg_point_deleted),
  moved: said(m.moderation_msg_moved),
  notFound: said(m.moderation_msg_tour_not_found),
  pointNotFound: said(m.moderation_msg_point_not_found),
  failed: said(m.moderation_msg_tour_failed),
} as const;

export const TOUR_DIFFICULTIES = ['easy', 'moderate', 'challenging'] as const;
export const TOUR_LIMITS = { title: 120, description: 2000, text: 4000, notes: 500 } as const;
