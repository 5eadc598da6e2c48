/** The business's photos and videos: deleting one from the dashboard's galleries (actions.owner.deletePhoto, deleteVideo). */
import { OwnedItemSchema } from '../lib/schemas/media.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { businessIdOf, requireBusinessOwner, requireOwnerOfForm } from '../lib/server/auth/guards.ts';
import { getDb } from '../lib/server/db/client.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { businessOfPhoto, deletePhoto, PHOTO_MESSAGES } from '../lib/server/media/photos.ts';
import { businessOfVideo, deleteVideo, VIDEO_MESSAGES } from '../lib/server/media/videos.ts';

export const businessMedia = {
  /** Deletes a photo of the business and its stored file. */
  deletePhoto: defineFormAction({
    input: OwnedItemSchema,
    guard: (context, raw) => requireBusinessOwner(context, businessIdOf(raw), 'photos'),
    failure: 'Failed to delete the photo. Please try again.',
    back: true,
    handler: async ({ businessId, id, next }) => {
      const db = getDb();
      if ((await businessOfPhoto(db, id)) !== businessId) throw new HttpError(404, PHOTO_MESSAGES.notFound);
      await deletePhoto(db, businessId, id);
      return { redirect: next, flash: { title: PHOTO_MESSAGES.deleted, variant: 'success' as const } };
    },
  }),

  /** Deletes a video of the business and its stored files. */
  deleteVideo: defineFormAction({
    input: OwnedItemSchema,
    guard: requireOwnerOfForm,
    failure: VIDEO_MESSAGES.deleteFailed,
    back: true,
    handler: async ({ businessId, id, next }) => {
      const db = getDb();
      if ((await businessOfVideo(db, id)) !== businessId) throw new HttpError(404, VIDEO_MESSAGES.notFound);
      await deleteVideo(db, businessId, id);
      return {
        redirect: next,
        flash: {
          title: 'Video Deleted',
          description: 'The video has been removed from your business profile.',
          variant: 'success' as const,
        },
      };
    },
  }),
};
