/**
 * The moderation queue: what waits for an admin's decision. Listing claims and new listings
 * (approve: the account owns the listing, a new one goes live; refuse: a new listing stays
 * unlisted), partnership applications (with notes), reported reviews (hide or keep) and photos
 * not yet looked at (keep or remove), and paid uploads (publish or refuse and refund: uploads/
 * upload-review.ts). Every decision is audited; people are told by email.
 */
import { businessChanged } from '../http/records-changed.ts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  businessClaims,
  businessPhotos,
  businessReviews,
  businesses,
  partnershipApplications,
  reviewReports,
  sessions,
  users,
} from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { claimDecisionMail } from '../claims/claim-decision-mail.ts';
import { partnershipDecisionMail } from '../inboxes/partnership-mail.ts';
import { isLocale, type Locale } from '#lib/i18n/locales.ts';
import { MODERATION_REFUSALS } from '#lib/schemas/admin-tools-messages.ts';
import { deletePhoto } from '../media/photos.ts';
import { recomputeRating } from '../reviews/reviews.ts';
import { toUploadReviewItem, uploadsToReviewQuery } from '../uploads/upload-review.ts';
import type { ModerationData } from '#lib/views/admin-dashboard.ts';
import { auditStatement, auditStatementIf } from './audit.ts';
import { claimDecidedAlert, deliverAlertsNow } from '../notifications/owner-alerts.ts';

/** Items of each kind shown at once (oldest first: first come, first decided). */
export const QUEUE_LIMIT = 20;

const nameOf = (first: string | null, last: string | null, email: string) => [first, last].filter(Boolean).join(' ') || email;

/** Everything waiting for a decision, oldest first, in one round trip. */
export async function loadModerationTab(db: Database): Promise<ModerationData> {
  const [claims, applications, reports, photos, uploads] = await db.batch([
    db
      .select({
        claim: businessClaims,
        business: {
          id: businesses.id,
          name: businesses.name,
          address: businesses.address,
          isActive: businesses.isActive,
          ownerId: businesses.ownerId,
        },
        owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(businessClaims)
      .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
      .innerJoin(users, eq(users.id, businessClaims.userId))
      .where(eq(businessClaims.status, 'pending'))
      .orderBy(asc(businessClaims.createdAt))
      .limit(QUEUE_LIMIT),
    db
      .select()
      .from(partnershipApplications)
      .where(eq(partnershipApplications.status, 'pending'))
      .orderBy(asc(partnershipApplications.createdAt))
      .limit(QUEUE_LIMIT),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reports: sql<number>`count(*)`.mapWith(Number),
        reasons: sql<string>`group_concat(distinct ${reviewReports.reason})`,
        details: sql<string | null>`group_concat(${reviewReports.details}, char(31))`,
        firstReportedAt: sql<number>`min(${reviewReports.createdAt})`.mapWith(Number),
        title: businessReviews.title,
        comment: businessReviews.comment,
        rating: businessReviews.rating,
        authorFirst: users.firstName,
        authorLast: users.lastName,
        authorEmail: users.email,
        businessId: businesses.id,
        businessName: businesses.name,
      })
      .from(reviewReports)
      .innerJoin(businessReviews, eq(businessReviews.id, reviewReports.reviewId))
      .innerJoin(users, eq(users.id, businessReviews.userId))
      .innerJoin(businesses, eq(businesses.id, businessReviews.businessId))
      .where(and(eq(reviewReports.status, 'open'), isNull(businessReviews.hiddenAt)))
      .groupBy(reviewReports.reviewId)
      .orderBy(sql`min(${reviewReports.createdAt})`)
      .limit(QUEUE_LIMIT),
    db
      .select({
        photo: businessPhotos,
        businessName: businesses.name,
        uploaderFirst: users.firstName,
        uploaderLast: users.lastName,
        uploaderEmail: users.email,
      })
      .from(businessPhotos)
      .innerJoin(businesses, eq(businesses.id, businessPhotos.businessId))
      .leftJoin(users, eq(users.id, businessPhotos.uploadedBy))
      .where(isNull(businessPhotos.reviewedAt))
      .orderBy(asc(businessPhotos.createdAt))
      .limit(QUEUE_LIMIT),
    uploadsToReviewQuery(db),
  ]);
  return {
    claims: claims.map(({ claim, business, owner }) => ({
      id: claim.id,
      kind: claim.kind,
      note: claim.note,
      createdAt: claim.createdAt.toISOString(),
      verification:
        claim.verifiedAt && (claim.verification === 'email' || claim.verification === 'phone') && claim.contact
          ? { method: claim.verification, contact: claim.contact, at: claim.verifiedAt.toISOString() }
          : null,
      owner: { id: owner.id, name: nameOf(owner.firstName, owner.lastName, owner.email), email: owner.email },
      business: {
        id: business.id,
        name: business.name,
        address: business.address,
        isActive: business.isActive,
        hasOwner: business.ownerId !== null,
      },
    })),
    applications: applications.map((row) => ({
      id: row.id,
      businessName: row.businessName,
      contactName: row.contactName,
      email: row.email,
      phone: row.phone,
      level: row.partnershipLevel,
      businessType: row.businessType,
      description: row.description,
      website: row.website,
      createdAt: row.createdAt.toISOString(),
    })),
    reports: reports.map((row) => ({
      reviewId: row.reviewId,
      reports: row.reports,
      reasons: (row.reasons ?? '').split(',').filter(Boolean),
      details: (row.details ?? '').split('\u001f').filter(Boolean),
      review: {
        title: row.title,
        comment: row.comment,
        rating: row.rating,
        author: nameOf(row.authorFirst, row.authorLast, row.authorEmail),
      },
      business: { id: row.businessId, name: row.businessName },
      firstReportedAt: new Date(row.firstReportedAt).toISOString(),
    })),
    photos: photos.map(({ photo, businessName, uploaderFirst, uploaderLast, uploaderEmail }) => ({
      id: photo.id,
      url: photo.url,
      caption: photo.caption,
      business: { id: photo.businessId, name: businessName },
      uploadedBy: uploaderEmail ? nameOf(uploaderFirst, uploaderLast, uploaderEmail) : null,
      createdAt: photo.createdAt.toISOString(),
    })),
    uploads: uploads.map(toUploadReviewItem),
  };
}

const {
  otherOwner: OTHER_OWNER,
  runsOther: RUNS_OTHER,
  stillVerifying: STILL_VERIFYING,
  alreadyDecided: ALREADY_DECIDED,
} = MODERATION_REFUSALS;

/**
 * Approves or refuses a claim waiting for an admin. Approving links the account and the listing
 * (and puts a new listing live), only while the listing has no other owner and the account no
 * other business, checked inside the write: of two claims of one listing approved at once, one
 * wins. A member who becomes a business owner is signed out everywhere (a role change, decision
 * 002). The claimant is emailed once, by whichever request made the decision.
 */
export async function decideClaim(
  db: Database,
  actorId: number,
  input: { claimId: number; approve: boolean; reason: string | null },
  origin: string,
): Promise<void> {
  const [row] = await db
    .select({
      claim: businessClaims,
      business: { id: businesses.id, name: businesses.name, ownerId: businesses.ownerId, isActive: businesses.isActive },
      owner: { id: users.id, email: users.email, firstName: users.firstName, businessId: users.businessId, role: users.role },
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .innerJoin(users, eq(users.id, businessClaims.userId))
    .where(eq(businessClaims.id, input.claimId));
  if (!row) throw new HttpError(404, MODERATION_REFUSALS.claimNotFound);
  const { claim, business, owner } = row;
  // A claim still waiting for its code is not the team's to decide yet.
  if (claim.status === 'verifying') throw new HttpError(409, STILL_VERIFYING);
  if (claim.status !== 'pending') throw new HttpError(409, ALREADY_DECIDED);
  // An approved claim takes the claim link off the listing (and may list it); the claimant's earlier listing loses its owner.
  await businessChanged(db, business.id, ...(input.approve && owner.businessId !== null ? [owner.businessId] : []));
  const now = new Date();
  const decided = sql`exists (select 1 from ${businessClaims} where ${businessClaims.id} = ${claim.id} and ${businessClaims.status} = ${input.approve ? 'approved' : 'refused'} and ${businessClaims.decidedAt} = ${now.getTime()})`;
  // The claimant is told in the batch that decides, only if it did.
  const locale = await recipientLanguageIn(db, owner.id);
  const told = mailStatement(
    db,
    {
      to: owner.email,
      ...claimDecisionMail(locale, {
        firstName: owner.firstName,
        business: business.name,
        kind: claim.kind,
        approve: input.approve,
        reason: input.reason,
        origin,
      }),
      kind: input.approve ? 'business_claim_approved' : 'business_claim_refused',
    },
    { when: decided },
  );
  // And in their notification centre (their claim-decisions switch), already mailed by the above.
  const alert = claimDecidedAlert(
    db,
    { id: claim.id, userId: owner.id, business: business.name, kind: claim.kind, approved: input.approve },
    locale,
    decided,
    now,
  );
  if (input.approve) {
    if (business.ownerId !== null && business.ownerId !== owner.id) throw new HttpError(409, OTHER_OWNER);
    if (owner.businessId !== null && owner.businessId !== business.id) throw new HttpError(409, RUNS_OTHER);
    // Read again inside the write: the listing is free (or already this account's) and the account runs no other business.
    const free = sql`not exists (select 1 from ${businesses} where ${businesses.id} = ${business.id} and ${businesses.ownerId} is not null and ${businesses.ownerId} <> ${owner.id})
      and not exists (select 1 from ${users} where ${users.id} = ${owner.id} and ${users.businessId} is not null and ${users.businessId} <> ${business.id})`;
    // A member who becomes a business owner changes role: their sessions end with it.
    const endSessions = owner.role === 'user' ? [db.delete(sessions).where(and(eq(sessions.userId, owner.id), decided))] : [];
    await batchWithMail(
      db,
      [
        db
          .update(businessClaims)
          .set({ status: 'approved', decidedAt: now, decidedBy: actorId })
          .where(and(eq(businessClaims.id, claim.id), eq(businessClaims.status, 'pending'), free)),
        db
          .update(users)
          .set({ businessId: business.id, role: owner.role === 'admin' ? 'admin' : 'business_owner', updatedAt: now })
          .where(and(eq(users.id, owner.id), decided)),
        db
          .update(businesses)
          .set({ ownerId: owner.id, ...(claim.kind === 'new' ? { isActive: true } : {}), updatedAt: now })
          .where(and(eq(businesses.id, business.id), decided)),
        ...endSessions,
        auditStatementIf(
          db,
          {
            actorId,
            action: 'claim.approve',
            subjectType: 'business',
            subjectId: business.id,
            before: { ownerId: business.ownerId, isActive: business.isActive, claimStatus: 'pending', role: owner.role },
            after: {
              ownerId: owner.id,
              isActive: claim.kind === 'new' ? true : business.isActive,
              claimStatus: 'approved',
              role: owner.role === 'admin' ? 'admin' : 'business_owner',
            },
          },
          decided,
        ),
        alert.statement,
      ],
      [told],
    );
  } else {
    await batchWithMail(
      db,
      [
        db
          .update(businessClaims)
          .set({ status: 'refused', decidedAt: now, decidedBy: actorId })
          .where(and(eq(businessClaims.id, claim.id), eq(businessClaims.status, 'pending'))),
        auditStatementIf(
          db,
          {
            actorId,
            action: 'claim.refuse',
            subjectType: 'business',
            subjectId: business.id,
            before: { claimStatus: 'pending' },
            after: { claimStatus: 'refused', reason: input.reason },
          },
          decided,
        ),
        alert.statement,
      ],
      [told],
    );
  }
  await deliverAlertsNow(db, [alert], now);
  const [after] = await db
    .select({
      status: businessClaims.status,
      decidedAt: businessClaims.decidedAt,
      ownerId: businesses.ownerId,
      accountBusinessId: users.businessId,
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .innerJoin(users, eq(users.id, businessClaims.userId))
    .where(eq(businessClaims.id, claim.id));
  if (after.decidedAt?.getTime() !== now.getTime()) {
    // Still pending: another claim of the listing (or another listing of the account) was approved meanwhile.
    if (after.status === 'pending' && after.ownerId !== null && after.ownerId !== owner.id) throw new HttpError(409, OTHER_OWNER);
    if (after.status === 'pending' && after.accountBusinessId !== null && after.accountBusinessId !== business.id)
      throw new HttpError(409, RUNS_OTHER);
    throw new HttpError(409, ALREADY_DECIDED);
  }
}

/** Approves or refuses a partnership application, with notes kept on it; the applicant is emailed. */
export async function decideApplication(
  db: Database,
  actorId: number,
  input: { applicationId: number; approve: boolean; notes: string | null },
): Promise<void> {
  const [application] = await db.select().from(partnershipApplications).where(eq(partnershipApplications.id, input.applicationId));
  if (!application) throw new HttpError(404, MODERATION_REFUSALS.applicationNotFound);
  const status = input.approve ? 'approved' : 'refused';
  const locale = await applicantLanguage(db, application);
  const letter = {
    to: application.email,
    ...partnershipDecisionMail(locale, {
      contactName: application.contactName,
      businessName: application.businessName,
      partnershipLevel: application.partnershipLevel,
      approve: input.approve,
      notes: input.notes,
    }),
    kind: input.approve ? 'partnership_approved' : 'partnership_refused',
  };
  const decidedNow = sql`exists (select 1 from ${partnershipApplications} where ${partnershipApplications.id} = ${application.id} and ${partnershipApplications.status} = ${status} and changes() > 0)`;
  const [updated] = await batchWithMail(
    db,
    [
      db
        .update(partnershipApplications)
        .set({ status, notes: input.notes })
        .where(and(eq(partnershipApplications.id, application.id), eq(partnershipApplications.status, 'pending')))
        .returning({ id: partnershipApplications.id }),
      auditStatementIf(
        db,
        {
          actorId,
          action: `partnership.${input.approve ? 'approve' : 'refuse'}`,
          subjectType: 'partnership_application',
          subjectId: application.id,
          before: { status: application.status, notes: application.notes },
          after: { status, notes: input.notes },
        },
        sql`changes() > 0`,
      ),
    ],
    [mailStatement(db, letter, { when: decidedNow })],
  );
  if ((updated as unknown[]).length === 0) throw new HttpError(409, ALREADY_DECIDED);
}

/**
 * The language of a partnership decision: the stored language of the member the address belongs
 * to (or who sent the application), else the language of the page the application came from.
 */
async function applicantLanguage(
  db: Database,
  application: { email: string; submittedBy: number | null; language: string },
): Promise<Locale> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, application.email.trim().toLowerCase())).limit(1);
  return recipientLanguageIn(db, member?.id ?? application.submittedBy, isLocale(application.language) ? application.language : 'en');
}

/** Hides a reported review (out of the page and the rating) or keeps it; either closes its reports. */
export async function decideReport(db: Database, actorId: number, input: { reviewId: number; hide: boolean }): Promise<void> {
  const [review] = await db
    .select({ id: businessReviews.id, businessId: businessReviews.businessId, hiddenAt: businessReviews.hiddenAt })
    .from(businessReviews)
    .where(eq(businessReviews.id, input.reviewId));
  if (!review) throw new HttpError(404, MODERATION_REFUSALS.reviewNotFound);
  await businessChanged(db, review.businessId);
  const [closed] = await db.batch([
    db
      .update(reviewReports)
      .set({ status: input.hide ? 'removed' : 'kept' })
      .where(and(eq(reviewReports.reviewId, review.id), eq(reviewReports.status, 'open')))
      .returning({ id: reviewReports.id }),
    ...(input.hide
      ? [
          db
            .update(businessReviews)
            .set({ hiddenAt: new Date() })
            .where(and(eq(businessReviews.id, review.id), isNull(businessReviews.hiddenAt))),
          recomputeRating(db, review.businessId),
        ]
      : []),
    auditStatementIf(
      db,
      {
        actorId,
        action: input.hide ? 'review.hide' : 'review.keep',
        subjectType: 'review',
        subjectId: review.id,
        before: { hidden: review.hiddenAt !== null },
        after: { hidden: input.hide || review.hiddenAt !== null },
      },
      sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${review.id} and ${reviewReports.status} = ${input.hide ? 'removed' : 'kept'})`,
    ),
  ] as const);
  if (closed.length === 0) throw new HttpError(409, ALREADY_DECIDED);
}

/** Keeps a new photo (it leaves the queue) or removes it from the business and storage. */
export async function decidePhoto(db: Database, actorId: number, input: { photoId: number; keep: boolean }): Promise<void> {
  const [photo] = await db.select().from(businessPhotos).where(eq(businessPhotos.id, input.photoId));
  if (!photo) throw new HttpError(404, MODERATION_REFUSALS.photoNotFound);
  await businessChanged(db, photo.businessId);
  if (input.keep) {
    await db.batch([
      db.update(businessPhotos).set({ reviewedAt: new Date() }).where(eq(businessPhotos.id, photo.id)),
      auditStatement(db, {
        actorId,
        action: 'photo.keep',
        subjectType: 'photo',
        subjectId: photo.id,
        before: { reviewedAt: null },
        after: { businessId: photo.businessId, url: photo.url },
      }),
    ]);
    return;
  }
  await deletePhoto(db, photo.businessId, photo.id);
  await auditStatement(db, {
    actorId,
    action: 'photo.remove',
    subjectType: 'photo',
    subjectId: photo.id,
    before: { businessId: photo.businessId, url: photo.url, caption: photo.caption },
    after: null,
  });
}
