/** Walking-tour content (admins whose role holds tours:manage_all): tours and their points. */
import { PointIdSchema, PointMoveSchema, TourEditSchema, TourIdSchema, TourPointEditSchema, TourPointSchema, TourSchema } from '../lib/schemas/tours.ts';
import { TOUR_MESSAGES as M } from '../lib/schemas/tours-messages.ts';
import { defineFormAction, type ActionContext } from '../lib/server/actions/define-action.ts';
import { requireCapability } from '../lib/server/auth/permissions.ts';
import { getDb } from '../lib/server/db/client.ts';
import { addPoint, createTour, deletePoint, movePoint, setTourActive, updatePoint, updateTour } from '../lib/server/tours/tours.ts';

const curators = (context: ActionContext) => requireCapability(context, 'tours:manage_all');

export const tours = {
  createTour: defineFormAction({
    input: TourSchema,
    guard: curators,
    failure: M.failed,
    handler: async (input, { user }) => ({ tourId: await createTour(getDb(), user.id, input) }),
  }),
  updateTour: defineFormAction({
    input: TourEditSchema,
    guard: curators,
    failure: M.failed,
    handler: async ({ tourId, ...input }, { user }) => {
      await updateTour(getDb(), user.id, tourId, input);
      return { tourId };
    },
  }),
  retireTour: defineFormAction({
    input: TourIdSchema,
    guard: curators,
    failure: M.failed,
    handler: async ({ tourId }, { user }) => {
      await setTourActive(getDb(), user.id, tourId, false);
      return { tourId };
    },
  }),
  restoreTour: defineFormAction({
    input: TourIdSchema,
    guard: curators,
    failure: M.failed,
    handler: async ({ tourId }, { user }) => {
      await setTourActive(getDb(), user.id, tourId, true);
      return { tourId };
    },
  }),
  addPoint: defineFormAction({
    input: TourPointSchema,
    guard: curators,
    failure: M.failed,
    handler: async (input, { user }) => ({ pointId: await addPoint(getDb(), user.id, input) }),
  }),
  updatePoint: defineFormAction({
    input: TourPointEditSchema,
    guard: curators,
    failure: M.failed,
    handler: async ({ pointId, ...input }, { user }) => {
      await updatePoint(getDb(), user.id, pointId, input);
      return { pointId };
    },
  }),
  deletePoint: defineFormAction({
    input: PointIdSchema,
    guard: curators,
    failure: M.failed,
    handler: async ({ tourId, pointId }, { user }) => {
      await deletePoint(getDb(), user.id, tourId, pointId);
      return { pointId };
    },
  }),
  movePoint: defineFormAction({
    input: PointMoveSchema,
    guard: curators,
    failure: M.failed,
    handler: async (input, { user }) => {
      await movePoint(getDb(), user.id, input);
      return { pointId: input.pointId };
    },
  }),
};
