/**
 * Walking-tour content (admins whose role holds tours:manage_all): tours and their points, and
 * (admins only) their Spanish and French texts. Field messages and refusals come back in the
 * language of the page that sent the form.
 */
import { cacheKey } from '../lib/server/http/cache-keys.ts';
import type { z } from 'zod';
import {
  PointIdSchema,
  PointMoveSchema,
  TourEditSchema,
  TourIdSchema,
  TourPointEditSchema,
  TourPointSchema,
  TourSchema,
} from '../lib/schemas/tours.ts';
import { TOUR_MESSAGES as M } from '../lib/schemas/tours-messages.ts';
import { defineFormAction, type ActionContext } from '../lib/server/actions/define-action.ts';
import { requireCapability } from '../lib/server/auth/permissions.ts';
import { getDb } from '../lib/server/db/client.ts';
import { requireRole } from '../lib/server/auth/guards.ts';
import { TourTranslationSchema, TOUR_TRANSLATION_MESSAGES } from '../lib/schemas/tour-translations.ts';
import { saveTourTranslation } from '../lib/server/tours/tour-translations.ts';
import { addPoint, createTour, deletePoint, movePoint, setTourActive, updatePoint, updateTour } from '../lib/server/tours/tours.ts';
import { pageAddress } from '../lib/site/page-address.ts';
import { said, type Said } from '../lib/i18n/said.ts';
import { moderation_done, tours_tr_removed, tours_tr_saved } from '../paraglide/messages.js';

const curators = (context: ActionContext) => requireCapability(context, 'tours:manage_all');

/** A plain post's answer (no JavaScript): back to the tours tab it was sent from, saying what happened (said in the caller's language). */
const backToTours = (context: ActionContext, done: Said) => ({
  redirect: pageAddress(context.url),
  flash: { title: said(moderation_done), description: done, variant: 'success' as const },
});

/** A tour action: the form checked against `schema`, then `work`, answered in the caller's language; `done` is its notice. */
function tourAction<S extends z.ZodType, R extends object>(
  schema: S,
  done: Said,
  work: (input: z.output<S>, userId: number) => Promise<R>,
) {
  return defineFormAction({
    // The tour's page and the list of tours (a new tour: the list).
    changes: (input) => [
      cacheKey.tours,
      ...(typeof (input as { tourId?: unknown }).tourId === 'number' ? [cacheKey.tour((input as { tourId: number }).tourId)] : []),
    ],
    localizeNext: true,
    input: schema,
    guard: curators,
    failure: M.failed,
    back: true,
    handler: async (input, { context, user }) => ({
      ...(await work(input, user.id)),
      ...backToTours(context, done),
    }),
  });
}

export const tours = {
  createTour: tourAction(TourSchema, M.created, async (input, userId) => ({ tourId: await createTour(getDb(), userId, input) })),
  updateTour: tourAction(TourEditSchema, M.saved, async ({ tourId, ...input }, userId) => {
    await updateTour(getDb(), userId, tourId, input);
    return { tourId };
  }),
  retireTour: tourAction(TourIdSchema, M.retired, async ({ tourId }, userId) => {
    await setTourActive(getDb(), userId, tourId, false);
    return { tourId };
  }),
  restoreTour: tourAction(TourIdSchema, M.restored, async ({ tourId }, userId) => {
    await setTourActive(getDb(), userId, tourId, true);
    return { tourId };
  }),
  addPoint: tourAction(TourPointSchema, M.pointAdded, async (input, userId) => ({ pointId: await addPoint(getDb(), userId, input) })),
  updatePoint: tourAction(TourPointEditSchema, M.pointSaved, async ({ pointId, ...input }, userId) => {
    await updatePoint(getDb(), userId, pointId, input);
    return { pointId };
  }),
  deletePoint: tourAction(PointIdSchema, M.pointDeleted, async ({ tourId, pointId }, userId) => {
    await deletePoint(getDb(), userId, tourId, pointId);
    return { pointId };
  }),
  movePoint: tourAction(PointMoveSchema, M.moved, async (input, userId) => {
    await movePoint(getDb(), userId, input);
    return { pointId: input.pointId };
  }),
  /**
   * An admin's Spanish or French text of a tour's title, description or access notes, or of a
   * point's title, description, history or narration: published at once; empty removes it.
   */
  saveTranslation: defineFormAction({
    changes: 'named',
    localizeNext: true,
    input: TourTranslationSchema,
    guard: (context) => requireRole(context, 'admin'),
    failure: TOUR_TRANSLATION_MESSAGES.failed,
    back: true,
    handler: async (input, { context, user }) => {
      const stored = await saveTourTranslation(getDb(), user.id, input);
      const done = said(input.text.trim() ? tours_tr_saved : tours_tr_removed);
      return { key: input.key, language: input.language, stored, ...backToTours(context, done) };
    },
  }),
};
