/**
 * A walker's tour messages as message keys (decision 028), and the feedback's limit (shared with
 * the follow-mode island, without zod). messages/tours/en.json holds the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const TOUR_PROGRESS_MESSAGES = {
  loginRequired: said(m.tours_msg_login),
  notFound: said(m.tours_msg_not_found),
  pointNotFound: said(m.tours_msg_point_not_found),
  rating: said(m.tours_msg_rating),
  notFinished: said(m.tours_msg_not_finished),
  feedbackTooLong: said(m.tours_msg_feedback_long),
  failed: said(m.tours_msg_failed),
} as const;

export const FEEDBACK_MAX_LENGTH = 1000;
