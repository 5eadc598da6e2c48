/** A walker's tour messages and limits (shared with the follow-mode island, without zod). */
import { TOUR_MESSAGES } from './tours-messages.ts';

export const TOUR_PROGRESS_MESSAGES = {
  loginRequired: 'Sign in to keep your tour progress on your account',
  notFound: TOUR_MESSAGES.notFound,
  pointNotFound: TOUR_MESSAGES.pointNotFound,
  rating: 'Choose a rating from 1 to 5 stars',
  notFinished: 'Reach every point of the tour before rating it',
  failed: 'Your tour progress could not be saved. Please try again.',
} as const;

export const FEEDBACK_MAX_LENGTH = 1000;
