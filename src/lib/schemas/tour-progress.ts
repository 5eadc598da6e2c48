/** A walker's forms on a tour: a point reached, and the finish screen's rating and feedback. */
import { z } from 'zod';
import { messageKey } from '#lib/i18n/said.ts';
import { asText, idField, optionalText } from './fields.ts';
import { FEEDBACK_MAX_LENGTH, TOUR_PROGRESS_MESSAGES } from './tour-progress-messages.ts';

export { FEEDBACK_MAX_LENGTH, TOUR_PROGRESS_MESSAGES };

/** The forms' messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(TOUR_PROGRESS_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof TOUR_PROGRESS_MESSAGES,
  string
>;

export const TourStartSchema = z.object({ tourId: idField(M.notFound) });
export const TourPointReachedSchema = z.object({ tourId: idField(M.notFound), pointId: idField(M.pointNotFound) });
export const TourRatingSchema = z.object({
  tourId: idField(M.notFound),
  rating: z.preprocess(
    (value) => asText(value).trim(),
    z
      .string()
      .regex(/^[1-5]$/, M.rating)
      .transform(Number),
  ),
  feedback: optionalText('Feedback', FEEDBACK_MAX_LENGTH, M.feedbackTooLong),
});
