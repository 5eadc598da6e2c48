/** The business's photos and videos: deleting one from the dashboard's galleries (actions.owner.deletePhoto, deleteVideo). */
import { OWNED_ITEM_MESSAGES as M, OwnedItemSchema } from '../lib/schemas/media.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { businessIdOf, requireBusinessOwner, requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { businessOfPhoto, deletePhoto } from '../lib/server/media/photos.ts';
import { businessOfVideo, deleteVideo, VIDEO_MESSAGES } from '../lib/server/media/videos.ts';

export const businessMedia = {
  /** Deletes a photo of the business and its stored file. */
  deletePhoto: defineFormAction({
    changes: 'named',
    input: OwnedItemSchema,
    guard: (context, raw) => requireBusinessOwner(context, businessIdOf(raw), 'photos'),
    failure: M.photoDeleteFailed,
    back: true,
    handler: async ({ businessId, id, next }) => {
      const db = getDb();
      if ((await businessOfPhoto(db, id)) !== businessId) throw new HttpError(404, M.photoNotFound);
      await deletePhoto(db, businessId, id);
      return { redirect: next, flash: { title: M.photoDeleted, variant: 'success' as const } };
    },
  }),

  /** Deletes a video of the business and its stored files. */
  deleteVideo: defineFormAction({
    changes: 'named',
    input: OwnedItemSchema,
    guard: requireOwnerOfForm,
    failure: VIDEO_MESSAGES.deleteFailed,
    back: true,
    handler: async ({ businessId, id, next }) => {
      const db = getDb();
      if ((await businessOfVideo(db, id)) !== businessId) throw new HttpError(404, M.videoNotFound);
      await deleteVideo(db, businessId, id);
      return {
        redirect: next,
        flash: {
          title: M.videoDeletedTitle,
          description: M.videoDeleted,
          variant: 'success' as const,
        },
      };
    },
  }),
};
