/** An admin's Spanish or French text of a walking tour's words (decision 024, keys `tour:` and `tourpoint:`). */
import { z } from 'zod';
import { parseContentKey, TRANSLATION_LANGUAGES, TRANSLATION_MAX_LENGTH } from '../domain/content-keys.ts';
import { withoutControlCharacters } from '../domain/plain-text.ts';
import { oneLineIfTitle, TRANSLATION_MESSAGES } from './content-translations.ts';
import { asText, choiceField } from './fields.ts';

export const TOUR_TRANSLATION_MESSAGES = {
  unknownText: 'Only a walking tour’s texts can be translated here.',
  language: TRANSLATION_MESSAGES.language,
  tooLong: TRANSLATION_MESSAGES.tooLong,
  text: 'Send the translation as text (empty removes it).',
  failed: 'The translation could not be saved. Please try again.',
} as const;

const isTourKey = (key: string) => {
  const kind = parseContentKey(key)?.kind;
  return kind === 'tour' || kind === 'tourpoint';
};

export const TourTranslationSchema = z
  .object({
    key: z.preprocess(asText, z.string().refine(isTourKey, TOUR_TRANSLATION_MESSAGES.unknownText)),
    language: choiceField(TRANSLATION_LANGUAGES, TOUR_TRANSLATION_MESSAGES.language),
    // Text only: a list or a file is refused rather than read as empty (which would remove the translation).
    text: z
      .string({ message: TOUR_TRANSLATION_MESSAGES.text })
      .transform(withoutControlCharacters)
      .pipe(z.string().trim().max(TRANSLATION_MAX_LENGTH, TOUR_TRANSLATION_MESSAGES.tooLong)),
  })
  .transform(oneLineIfTitle);
