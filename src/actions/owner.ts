/** The business dashboard's writes: each guarded to the owner of the business the form names, or an admin. */
import { BUSINESS_EDIT_MESSAGES, BusinessEditFormSchema } from '../lib/schemas/business-edit.ts';
import { defineFormAction } from '../lib/server/actions/define-action.ts';
import { ownerMessageIn } from '../lib/schemas/localized-owner-messages.ts';
import { businessIdOf, requireBusinessOwner } from '../lib/server/auth/guards.ts';
import { updateBusiness } from '../lib/server/businesses/business-edit.ts';
import { getDb } from '../lib/server/db/client.ts';
import { OWNER_EVENT_MESSAGES, OwnerEventCancelSchema, OwnerEventEditSchema, OwnerEventSchema } from '../lib/schemas/owner-events.ts';
import { cancelOwnerEvent, createOwnerEvent, updateOwnerEvent } from '../lib/server/events/owner-events.ts';
import { siteOrigin } from '../lib/server/http/site-url.ts';
import { getStripe } from '../lib/server/payments/stripe.ts';
import { businessOfEvent } from '../lib/server/events/owner-events.ts';
import { HttpError } from '../lib/server/http/errors.ts';
import { businessOfPhoto, deletePhoto, PHOTO_MESSAGES } from '../lib/server/media/photos.ts';
import { businessOfVideo, deleteVideo, VIDEO_MESSAGES } from '../lib/server/media/videos.ts';
import { OwnedItemSchema } from '../lib/schemas/media.ts';
import { UPLOAD_MESSAGES } from '../lib/domain/upload-tiers.ts';
import { businessOfUpload, deleteUpload } from '../lib/server/uploads/upload-center.ts';
import { startUploadCheckout } from '../lib/server/uploads/upload-payments.ts';
import { requireStripe } from '../lib/server/payments/stripe.ts';
import { CHECKOUT_LIMIT } from '../lib/server/payments/limits.ts';
import { ReplySchema } from '../lib/schemas/reviews.ts';
import { REVIEW_MESSAGES } from '../lib/schemas/reviews-messages.ts';
import { editReviewReply, replyToReview } from '../lib/server/reviews/reviews.ts';
import { MESSAGE_MESSAGES, MessageReadSchema, MessageReplySchema } from '../lib/schemas/messages.ts';
import { markMessageRead, replyToMessage } from '../lib/server/messages/messages.ts';
import { BOOKING_MESSAGES, CancelBookingSchema, ServiceSchema, SlotSchema } from '../lib/schemas/bookings.ts';
import { addSlot, createService } from '../lib/server/bookings/services.ts';
import { cancelBooking } from '../lib/server/bookings/bookings.ts';
import { organiserMessageIn } from '../lib/schemas/localized-organiser-messages.ts';

const ownerOfForm = (context: Parameters<typeof requireBusinessOwner>[0], raw: Readonly<Record<string, unknown>>) =>
  requireBusinessOwner(context, businessIdOf(raw));

export const owner = {
  /** Saves the Edit Business form; back to the dashboard's edit tab with the spec's notice. */
  updateBusiness: defineFormAction({
    input: BusinessEditFormSchema,
    guard: ownerOfForm,
    failure: BUSINESS_EDIT_MESSAGES.failed,
    handler: async ({ businessId, next, ...changes }) => {
      const business = await updateBusiness(getDb(), businessId, changes);
      return {
        business,
        redirect: next,
        flash: { title: 'Success', description: BUSINESS_EDIT_MESSAGES.updated, variant: 'success' as const },
      };
    },
    translate: ownerMessageIn,
  }),

  /** Posts an event for a premium business (spec defaults: capacity 50, booking required, members-only). */
  createEvent: defineFormAction({
    translate: organiserMessageIn,
    input: OwnerEventSchema,
    guard: ownerOfForm,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async ({ next, ...input }, { user, locale }) => {
      const event = await createOwnerEvent(getDb(), input, user.id);
      return {
        event,
        redirect: next,
        flash: {
          title: organiserMessageIn(locale, 'Success'),
          description: organiserMessageIn(locale, OWNER_EVENT_MESSAGES.created),
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Changes an upcoming event of the business. */
  updateEvent: defineFormAction({
    translate: organiserMessageIn,
    input: OwnerEventEditSchema,
    guard: ownerOfForm,
    failure: OWNER_EVENT_MESSAGES.failed,
    handler: async ({ next, ...input }, { locale }) => {
      await ownEvent(input.businessId, input.eventId);
      const event = await updateOwnerEvent(getDb(), input);
      return {
        event,
        redirect: next,
        flash: {
          title: organiserMessageIn(locale, 'Success'),
          description: organiserMessageIn(locale, OWNER_EVENT_MESSAGES.updated),
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Cancels an upcoming event: seats released, paid tickets refunded, every registrant emailed. */
  cancelEvent: defineFormAction({
    translate: organiserMessageIn,
    input: OwnerEventCancelSchema,
    guard: ownerOfForm,
    failure: OWNER_EVENT_MESSAGES.cancelFailed,
    back: true,
    handler: async ({ businessId, eventId, next }, { context, locale }) => {
      await ownEvent(businessId, eventId);
      const outcome = await cancelOwnerEvent(getDb(), getStripe(), { businessId, eventId, origin: siteOrigin(context) });
      return {
        emailed: outcome.emailed,
        redirect: next,
        flash: {
          title: organiserMessageIn(locale, 'Event Cancelled'),
          description: organiserMessageIn(locale, OWNER_EVENT_MESSAGES.cancelled),
          variant: 'success' as const,
        },
      };
    },
  }),

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
    guard: ownerOfForm,
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

  /** Opens Checkout for a pending upload at its tier's price. */
  payUpload: defineFormAction({
    input: OwnedItemSchema,
    guard: ownerOfForm,
    limit: CHECKOUT_LIMIT,
    failure: UPLOAD_MESSAGES.paymentFailed,
    back: true,
    handler: async ({ businessId, id }, { context, user }) => {
      const db = getDb();
      if ((await businessOfUpload(db, id)) !== businessId) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
      const checkout = await startUploadCheckout(db, requireStripe(), {
        payer: user,
        businessId,
        uploadId: id,
        origin: siteOrigin(context),
      });
      return { redirect: checkout.url };
    },
  }),

  /** Deletes an upload of the business (a paid one's record stays, retired) and its file. */
  deleteUpload: defineFormAction({
    input: OwnedItemSchema,
    guard: ownerOfForm,
    failure: 'Failed to delete the upload. Please try again.',
    back: true,
    handler: async ({ businessId, id, next }) => {
      const db = getDb();
      if ((await businessOfUpload(db, id)) !== businessId) throw new HttpError(404, UPLOAD_MESSAGES.notFound);
      await deleteUpload(db, businessId, id, getStripe());
      return { redirect: next, flash: { title: UPLOAD_MESSAGES.deleted, variant: 'success' as const } };
    },
  }),

  /** The owner's public reply to a review of the business (once per review). */
  replyToReview: defineFormAction({
    input: ReplySchema,
    guard: ownerOfForm,
    failure: 'Failed to publish your reply. Please try again.',
    handler: async ({ businessId, reviewId, reply, next }) => {
      await replyToReview(getDb(), businessId, reviewId, reply);
      return {
        reviewId,
        reply,
        redirect: next,
        flash: { title: 'Reply published', description: REVIEW_MESSAGES.replied, variant: 'success' as const },
      };
    },
    translate: ownerMessageIn,
  }),

  /** Changes the owner's public reply to a review (edited in place: still one reply per review). */
  editReviewReply: defineFormAction({
    input: ReplySchema,
    guard: ownerOfForm,
    failure: 'Failed to publish your reply. Please try again.',
    handler: async ({ businessId, reviewId, reply, next }) => {
      await editReviewReply(getDb(), businessId, reviewId, reply);
      return {
        reviewId,
        reply,
        redirect: next,
        flash: { title: 'Reply updated', description: REVIEW_MESSAGES.replyUpdated, variant: 'success' as const },
      };
    },
    translate: ownerMessageIn,
  }),

  /** The owner opened a member's message. */
  markMessageRead: defineFormAction({
    input: MessageReadSchema,
    guard: ownerOfForm,
    back: true,
    handler: async ({ businessId, messageId, next }) => {
      await markMessageRead(getDb(), businessId, messageId);
      return { messageId, redirect: next };
    },
    translate: ownerMessageIn,
  }),

  /** The owner answers a member's message: stored under it, the member emailed. */
  replyToMessage: defineFormAction({
    input: MessageReplySchema,
    guard: ownerOfForm,
    failure: MESSAGE_MESSAGES.failed,
    handler: async ({ next, ...input }, { context, user }) => {
      const replyId = await replyToMessage(getDb(), user, input, siteOrigin(context));
      return {
        replyId,
        redirect: next,
        flash: { title: 'Reply sent', description: MESSAGE_MESSAGES.replied, variant: 'success' as const },
      };
    },
    translate: ownerMessageIn,
  }),

  /** Adds a bookable service (a tasting, a private tour, a table for a group). */
  createService: defineFormAction({
    translate: organiserMessageIn,
    input: ServiceSchema,
    guard: ownerOfForm,
    handler: async ({ next, ...input }, { locale }) => {
      const serviceId = await createService(getDb(), input);
      return {
        serviceId,
        redirect: next,
        flash: {
          title: organiserMessageIn(locale, 'Service saved'),
          description: BOOKING_MESSAGES.serviceSaved,
          variant: 'success' as const,
        },
      };
    },
  }),

  /** Adds a time a service runs. */
  addSlot: defineFormAction({
    translate: organiserMessageIn,
    input: SlotSchema,
    guard: ownerOfForm,
    handler: async ({ next, ...input }) => {
      const slotId = await addSlot(getDb(), input);
      return {
        slotId,
        redirect: next,
        flash: { title: BOOKING_MESSAGES.slotAdded, variant: 'success' as const },
      };
    },
  }),

  /** Cancels a booking of the business, refunding a paid one; the guest is emailed. */
  cancelBooking: defineFormAction({
    translate: organiserMessageIn,
    input: CancelBookingSchema,
    guard: ownerOfForm,
    back: true,
    handler: async ({ businessId, bookingId, next }, { context, locale }) => {
      await cancelBooking(getDb(), getStripe(), { businessId, bookingId, origin: siteOrigin(context) });
      return {
        redirect: next,
        flash: {
          title: organiserMessageIn(locale, 'Booking cancelled'),
          description: BOOKING_MESSAGES.cancelled,
          variant: 'success' as const,
        },
      };
    },
  }),
};

/** The event must belong to the business the form names (whose owner the guard checked). */
async function ownEvent(businessId: number, eventId: number): Promise<void> {
  if ((await businessOfEvent(getDb(), eventId)) !== businessId) throw new HttpError(404, OWNER_EVENT_MESSAGES.notFound);
}
