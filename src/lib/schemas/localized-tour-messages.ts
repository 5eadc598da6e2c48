/**
 * What a walker's tour actions say, in the visitor's language (decision 024): each English constant
 * the server sends mapped to its message. English, and any text not listed, stays as it is.
 */
import type { Locale } from '../i18n/locales.ts';
import { FEEDBACK_MAX_LENGTH, TOUR_PROGRESS_MESSAGES as M } from './tour-progress-messages.ts';
import { tooLong } from './fields.ts';
import { TOUR_TRANSLATION_MESSAGES as T } from './tour-translations.ts';
import {
  tours_msg_failed,
  tours_msg_feedback_long,
  tours_msg_login,
  tours_msg_not_finished,
  tours_msg_not_found,
  tours_msg_point_not_found,
  tours_msg_rating,
  tours_tr_msg_failed,
  tours_tr_msg_language,
  tours_tr_msg_text,
  tours_tr_msg_too_long,
  tours_tr_msg_unknown,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const MESSAGES: Record<string, Message> = {
  [M.loginRequired]: tours_msg_login,
  [M.notFound]: tours_msg_not_found,
  [M.pointNotFound]: tours_msg_point_not_found,
  [M.rating]: tours_msg_rating,
  [M.notFinished]: tours_msg_not_finished,
  [M.failed]: tours_msg_failed,
  [tooLong('Feedback', FEEDBACK_MAX_LENGTH)]: tours_msg_feedback_long,
  // An admin's translations of a tour's texts.
  [T.unknownText]: tours_tr_msg_unknown,
  [T.language]: tours_tr_msg_language,
  [T.tooLong]: tours_tr_msg_too_long,
  [T.text]: tours_tr_msg_text,
  [T.failed]: tours_tr_msg_failed,
};

/** The tour action's English `text` in `locale`; unknown text as it is. */
export function tourMessageIn(locale: Locale, text: string): string {
  const message = locale === 'en' ? undefined : MESSAGES[text];
  return message ? message({}, { locale }) : text;
}
