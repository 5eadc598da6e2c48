/** The translation editor's forms (decision 024): an owner's or admin's translation, and an admin's review of one. */
import { z } from 'zod';
import { parseContentKey, TRANSLATION_LANGUAGES, TRANSLATION_MAX_LENGTH } from '../domain/content-keys.ts';
import { toSingleLine } from '../domain/plain-text.ts';
import { asLines, asText, choiceField, idField, nextPathField } from './fields.ts';

export const TRANSLATION_MESSAGES = {
  unknownText: 'This text cannot be translated.',
  language: 'Choose Spanish or French.',
  tooLong: `A translation can be at most ${TRANSLATION_MAX_LENGTH} characters.`,
  decision: 'Choose verify or reject.',
} as const;

const translationText = z.preprocess(asLines, z.string().trim().max(TRANSLATION_MAX_LENGTH, TRANSLATION_MESSAGES.tooLong));

/** A title's translation is one line, like the title (no break can reach a subject line). */
export const oneLineIfTitle = <T extends { key: string; text: string }>(input: T): T =>
  parseContentKey(input.key)?.field === 'title' ? { ...input, text: toSingleLine(input.text).trim() } : input;

export const SaveTranslationSchema = z
  .object({
    businessId: idField('Unknown business'),
    key: z.preprocess(
      asText,
      z.string().refine((key) => parseContentKey(key) !== null, TRANSLATION_MESSAGES.unknownText),
    ),
    language: choiceField(TRANSLATION_LANGUAGES, TRANSLATION_MESSAGES.language),
    text: translationText,
    next: nextPathField,
  })
  .transform(oneLineIfTitle);

export const ReviewTranslationSchema = z.object({
  id: idField('Translation not found'),
  decision: choiceField(['verify', 'reject'] as const, TRANSLATION_MESSAGES.decision),
  text: translationText,
  next: nextPathField,
});
