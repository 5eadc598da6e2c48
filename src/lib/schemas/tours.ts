/** The admin's walking-tour forms: a tour (title, difficulty, duration, distance, accessibility) and its points. */
import { z } from 'zod';
import { messageKey } from '#lib/i18n/said.ts';
import { TOUR_DIFFICULTIES, TOUR_LIMITS as L, TOUR_MESSAGES } from './tours-messages.ts';
import { asText, checkboxField, choiceField, idField, optionalLine, optionalText, requiredLine } from './fields.ts';

/** The forms' messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(TOUR_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof TOUR_MESSAGES,
  string
>;

const number = (message: string, min: number, max: number, whole = false) =>
  z.preprocess(
    (value) => {
      const text = asText(value).trim();
      return text === '' || !/^-?\d+(\.\d+)?$/.test(text) ? NaN : Number(text);
    },
    z.number({ message }).refine((n) => Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n)), message),
  );

export const TourSchema = z.object({
  title: requiredLine(M.title, 'Tour title', L.title),
  description: optionalText('Description', L.description),
  category: optionalLine('Category', 60),
  difficulty: choiceField(TOUR_DIFFICULTIES, M.difficulty),
  duration: number(M.duration, 10, 600, true),
  distance: number(M.distance, 0.1, 30),
  stepFree: checkboxField,
  benches: checkboxField,
  restrooms: checkboxField,
  accessibilityNotes: optionalText('Accessibility notes', L.notes),
});
export const TourEditSchema = TourSchema.extend({ tourId: idField(M.notFound) });
export const TourIdSchema = z.object({ tourId: idField(M.notFound) });

export const TourPointSchema = z.object({
  tourId: idField(M.notFound),
  title: requiredLine(M.pointTitle, 'Point title', L.title),
  description: optionalText('Description', L.description),
  historicalContext: optionalText('Historical context', L.text),
  audioNarration: optionalText('Narration', L.text),
  latitude: number(M.latitude, 40.7, 40.9),
  longitude: number(M.longitude, -74.03, -73.9),
  interactionZone: z.preprocess((value) => (asText(value).trim() === '' ? '30' : value), number(M.zone, 5, 500, true)),
});
export const TourPointEditSchema = TourPointSchema.extend({ pointId: idField(M.pointNotFound) });
export const PointMoveSchema = z.object({
  tourId: idField(M.notFound),
  pointId: idField(M.pointNotFound),
  direction: choiceField(['up', 'down'], 'Choose up or down'),
});
export const PointIdSchema = z.object({ tourId: idField(M.notFound), pointId: idField(M.pointNotFound) });
