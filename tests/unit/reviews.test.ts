/** Reviews: one per member and business (writing again edits it), the rating recomputed in SQL, the owner's single public reply, reports once per person. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { reviews as reviewActions } from '#actions/reviews.ts';
import { server } from '#actions/index.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

/** The business dashboard's actions, as islands call them (actions.owner.*). */
const ownerActions = server.owner;

describe('reviews', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  const diner = await createBusiness(db, { name: 'Test Review Diner', communityBoardId: board.id, categoryId: category.id, rating: null });
  const owner = await storeAccount(db, 'business_owner', { businessId: diner.id });
  const ada = await storeAccount(db, 'user');
  const bea = await storeAccount(db, 'user');
  const rating = async () =>
    (await db.select({ rating: schema.businesses.rating }).from(schema.businesses).where(eq(schema.businesses.id, diner.id)))[0].rating;
  const write = (user: typeof ada, rating: string, title = 'Great collards') =>
    callAction(
      reviewActions.save,
      { businessId: String(diner.id), rating, title, comment: 'Worth the wait.', next: `/business/${diner.id}#reviews` },
      { user },
    );

  it('publishes a review, edits it when written again, and keeps the rating the average in SQL', async () => {
    const first = await write(ada, '5');
    expect(first.data).toMatchObject({ created: true, flash: { description: 'Thank you: your review is published.' } });
    expect(await rating()).toBe(5);
    await write(bea, '2', 'Slow service');
    expect(await rating()).toBe(3.5);
    const again = await write(ada, '4', 'Still great');
    expect(again.data).toMatchObject({ created: false, reviewId: first.data.reviewId, flash: { description: 'Your review was updated.' } });
    expect(await rating()).toBe(3);
    expect(await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.businessId, diner.id))).toHaveLength(2);
  });

  it('explains a missing rating or title, refuses the owner reviewing their own business and a visitor', async () => {
    expect(fieldsOf((await write(ada, '7', '')).error)).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars',
      title: 'Review title is required',
    });
    expect((await write(owner, '5')).error).toMatchObject({ status: 403, message: 'You cannot review your own business.' });
    expect((await callAction(reviewActions.save, { businessId: String(diner.id), rating: '5', title: 'x' })).error).toMatchObject({
      status: 401,
    });
  });

  it('lets the owner reply once, in public, and nobody else', async () => {
    const [review] = await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.userId, bea.id));
    const reply = (user: typeof ada, text: string) =>
      callAction(
        ownerActions.replyToReview,
        { businessId: String(diner.id), reviewId: String(review.id), reply: text, next: '/business-dashboard?tab=reviews' },
        { user },
      );
    expect((await reply(ada, 'I am not the owner')).error).toMatchObject({ status: 403 });
    expect(fieldsOf((await reply(owner, ' ')).error)).toEqual({ reply: 'Please write your reply' });
    expect((await reply(owner, 'Sorry about the wait: we have a second cook on Saturdays now.')).error).toBeUndefined();
    expect((await reply(owner, 'Again')).error).toMatchObject({ status: 409, message: 'You have already replied to this review.' });
    const [answered] = await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.id, review.id));
    expect(answered.ownerReply).toBe('Sorry about the wait: we have a second cook on Saturdays now.');
  });

  it('lets the owner edit their reply in place (still one reply), and nobody else', async () => {
    const [review] = await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.userId, bea.id));
    const edit = (user: typeof ada, text: string, reviewId = review.id) =>
      callAction(
        ownerActions.editReviewReply,
        { businessId: String(diner.id), reviewId: String(reviewId), reply: text, next: '/business-dashboard?tab=reviews' },
        { user },
      );
    expect((await edit(ada, 'Not mine to edit')).error).toMatchObject({ status: 403 });
    expect(fieldsOf((await edit(owner, '')).error)).toEqual({ reply: 'Please write your reply' });
    const edited = await edit(owner, 'Sorry about the wait: two cooks on Saturdays now, and a shorter menu.');
    expect(edited.error).toBeUndefined();
    expect(edited.data).toMatchObject({
      redirect: '/business-dashboard?tab=reviews',
      flash: { title: 'Reply updated', description: 'Your reply was updated.' },
    });
    const [after] = await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.id, review.id));
    expect(after).toMatchObject({
      ownerReply: 'Sorry about the wait: two cooks on Saturdays now, and a shorter menu.',
      ownerReplyAt: expect.any(Date),
    });
    // A review without a reply has nothing to edit: the reply is added with Publish reply, once.
    const [unanswered] = await db
      .select()
      .from(schema.businessReviews)
      .where(and(eq(schema.businessReviews.businessId, diner.id), eq(schema.businessReviews.userId, ada.id)));
    expect((await edit(owner, 'Sneaky second reply', unanswered.id)).error).toMatchObject({
      status: 409,
      message: 'There is no reply to edit yet: publish one first.',
    });
    expect((await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.id, unanswered.id)))[0].ownerReply).toBeNull();
  });

  it('takes one report per person, and lets authors delete their own review only', async () => {
    const [review] = await db.select().from(schema.businessReviews).where(eq(schema.businessReviews.userId, bea.id));
    const report = () =>
      callAction(reviewActions.report, { reviewId: String(review.id), reason: 'offensive', details: '', next: '/' }, { user: ada });
    expect((await report()).data.flash.description).toBe('Thank you: the review was reported to our team.');
    expect((await report()).data.flash.description).toBe('You have already reported this review; our team will look at it.');
    expect(
      fieldsOf(
        (await callAction(reviewActions.report, { reviewId: String(review.id), reason: 'bored', next: '/' }, { user: owner })).error,
      ),
    ).toEqual({ reason: 'Please choose why you are reporting this review' });
    expect(await db.select().from(schema.reviewReports)).toHaveLength(1);
    expect((await callAction(reviewActions.delete, { reviewId: String(review.id), next: '/' }, { user: ada })).error).toMatchObject({
      status: 404,
    });
    expect((await callAction(reviewActions.delete, { reviewId: String(review.id), next: '/' }, { user: bea })).error).toBeUndefined();
    expect(await rating()).toBe(4);
    // Its reports go with it.
    expect(await db.select().from(schema.reviewReports)).toHaveLength(0);
  });
});
