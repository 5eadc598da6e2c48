/** The translation editor's forms (decision 024): an owner's or admin's translation, and an admin's review of one. */
import { z } from 'zod';
import { parseContentKey, TRANSLATION_LANGUAGES, TRANSLATION_MAX_LENGTH } from '../domain/content-keys.ts';
import { toSingleLine } from '../domain/plain-text.ts';
import { asLines, asText, choiceField, idField, nextPathField } from './fields.ts';
import { messageKey, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** The translation editor's messages, as message keys (decision 028); the tours' translation form says the same words. */
export const TRANSLATION_MESSAGES = {
  unknownText: said(m.content_translation_unknown_text),
  language: said(m.tours_tr_msg_language),
  tooLong: said(m.tours_tr_msg_too_long),
  decision: said(m.content_translation_decision),
  notFound: said(m.content_translation_not_found),
  unknownBusiness: said(m.organiser_msg_unknown_business),
} as const;

const translationText = z.preprocess(asLines, z.string().trim().max(TRANSLATION_MAX_LENGTH, messageKey(TRANSLATION_MESSAGES.tooLong)));

/** A title's (or a plan's name's) translation is one line, like the title (no break can reach a subject line). */
export const oneLineIfTitle = <T extends { key: string; text: string }>(input: T): T =>
  ['title', 'name'].includes(parseContentKey(input.key)?.field ?? '') ? { ...input, text: toSingleLine(input.text).trim() } : input;

export const SaveTranslationSchema = z
  .object({
    businessId: idField(messageKey(TRANSLATION_MESSAGES.unknownBusiness)),
    key: z.preprocess(
      asText,
      z.string().refine((key) => parseContentKey(key) !== null, messageKey(TRANSLATION_MESSAGES.unknownText)),
    ),
    language: choiceField(TRANSLATION_LANGUAGES, messageKey(TRANSLATION_MESSAGES.language)),
    text: translationText,
    next: nextPathField,
  })
  .transform(oneLineIfTitle);

export const ReviewTranslationSchema = z.object({
  id: idField(messageKey(TRANSLATION_MESSAGES.notFound)),
  decision: choiceField(['verify', 'reject'] as const, messageKey(TRANSLATION_MESSAGES.decision)),
  text: translationText,
  next: nextPathField,
});

/** An admin's translation of any of the guide's texts, from the translation queue or the catalogue's editor: published at once. */
export const PublishTranslationSchema = z
  .object({
    key: z.preprocess(
      asText,
      z.string().refine((key) => parseContentKey(key) !== null, messageKey(TRANSLATION_MESSAGES.unknownText)),
    ),
    language: choiceField(TRANSLATION_LANGUAGES, messageKey(TRANSLATION_MESSAGES.language)),
    text: translationText,
    next: nextPathField,
  })
  .transform(oneLineIfTitle);
