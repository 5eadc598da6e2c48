/** Saving and removing favorites (spec 01 sections 4, 5 and 7): a heart's form. */
import { z } from 'zod';
import { choiceField, idField, nextPathField } from './fields.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { FAVORITE_MESSAGES } from './favorites-messages.ts';

export { FAVORITE_MESSAGES };

/** Which business, whether to save or remove it, and the page to come back to without JavaScript. */
export const FavoriteChangeSchema = z.object({
  businessId: idField(messageKey(FAVORITE_MESSAGES.notFound)),
  intent: choiceField(['add', 'remove'], messageKey(FAVORITE_MESSAGES.failed)),
  next: nextPathField,
});
export type FavoriteChangeInput = z.output<typeof FavoriteChangeSchema>;
