/** A walker's forms on a tour: a point reached, and the finish screen's rating and feedback. */
import { z } from 'zod';
import { asText, idField, optionalText } from './fields.ts';
import { FEEDBACK_MAX_LENGTH, TOUR_PROGRESS_MESSAGES } from './tour-progress-messages.ts';

export { FEEDBACK_MAX_LENGTH, TOUR_PROGRESS_MESSAGES };

const M = TOUR_PROGRESS_MESSAGES;

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
  feedback: optionalText('Feedback', FEEDBACK_MAX_LENGTH),
});
