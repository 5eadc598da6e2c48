/** An admin's Spanish or French text of a walking tour's words (decision 024, keys `tour:` and `tourpoint:`). */
import { z } from 'zod';
import { parseContentKey, TRANSLATION_LANGUAGES, TRANSLATION_MAX_LENGTH } from '../domain/content-keys.ts';
import { withoutControlCharacters } from '../domain/plain-text.ts';
import { oneLineIfTitle } from './content-translations.ts';
import { asText, choiceField } from './fields.ts';
import { messageKey, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** Its messages as message keys (decision 028): messages/tours/en.json holds the English. */
export const TOUR_TRANSLATION_MESSAGES = {
  unknownText: said(m.tours_tr_msg_unknown),
  language: said(m.tours_tr_msg_language),
  tooLong: said(m.tours_tr_msg_too_long),
  text: said(m.tours_tr_msg_text),
  failed: said(m.tours_tr_msg_failed),
} as const;

/** The same, as zod takes them (tokens that fieldErrors turns back into the messages). */
const T = Object.fromEntries(Object.entries(TOUR_TRANSLATION_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof TOUR_TRANSLATION_MESSAGES,
  string
>;

const isTourKey = (key: string) => {
  const kind = parseContentKey(key)?.kind;
  return kind === 'tour' || kind === 'tourpoint';
};

export const TourTranslationSchema = z
  .object({
    key: z.preprocess(asText, z.string().refine(isTourKey, T.unknownText)),
    language: choiceField(TRANSLATION_LANGUAGES, T.language),
    // Text only: a list or a file is refused rather than read as empty (which would remove the translation).
    text: z.string({ message: T.text }).transform(withoutControlCharacters).pipe(z.string().trim().max(TRANSLATION_MAX_LENGTH, T.tooLong)),
  })
  .transform(oneLineIfTitle);
