/** Messages: premium members write to a business, its owner reads (marked read) and replies; each person reads only their own. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { messages as messageActions } from '#actions/messages.ts';
import { server } from '#actions/index.ts';
import { GET as messagesApi } from '#pages/api/messages.ts';
import { loadOwnerDashboard } from '#lib/server/dashboards/owner-dashboard.ts';
import { loadPersonalDashboard } from '#lib/server/dashboards/personal-dashboard.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { insertPremiumPlan } from '../helpers/premium-plan.ts';

/** The business dashboard's actions, as islands call them (actions.owner.*). */
const ownerActions = server.owner;

describe('messages', async () => {
  const { db } = await useFreshDatabase();
  await insertPremiumPlan(db);
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  const cafe = await createBusiness(db, { name: 'Test Message Cafe', communityBoardId: board.id, categoryId: category.id });
  const owner = await storeAccount(db, 'business_owner', { businessId: cafe.id });
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, cafe.id));
  const premium = await storeAccount(db, 'user', { isPremium: true });
  const member = await storeAccount(db, 'user');
  const elsewhere = await createBusiness(db, { name: 'Test Other Cafe', communityBoardId: board.id, categoryId: category.id });
  const otherOwner = await storeAccount(db, 'business_owner', { businessId: elsewhere.id });
  const send = (user: typeof member, content = 'Do you have a room for a birthday of twelve?') =>
    callAction(messageActions.send, { businessId: String(cafe.id), subject: 'Birthday', content, next: `/business/${cafe.id}` }, { user });

  it('lets premium members write, not other members, and emails the owner', async () => {
    expect((await send(member)).error).toMatchObject({ status: 403, message: 'Messaging business owners is a premium member benefit.' });
    expect(fieldsOf((await send(premium, ' ')).error)).toEqual({ content: 'Please write your message' });
    const sent = await send(premium);
    expect(sent.error).toBeUndefined();
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, owner.email), eq(schema.mailOutbox.kind, 'business_message')));
    expect(mail.subject).toBe('New message for Test Message Cafe: Birthday');
    const dashboard = (await loadOwnerDashboard(db, cafe.id))!;
    expect(dashboard.summary.unread).toBe(1);
    expect(dashboard.messages[0]).toMatchObject({ subject: 'Birthday', isRead: false, sender: { firstName: premium.firstName } });
  });

  it('marks a message read when the owner opens it, and lets the owner reply under it; the member sees the thread and gets an email', async () => {
    const [message] = await db.select().from(schema.messages).where(eq(schema.messages.senderId, premium.id));
    const read = (user: typeof owner) =>
      callAction(
        ownerActions.markMessageRead,
        { businessId: String(user.businessId ?? cafe.id), messageId: String(message.id), next: '/business-dashboard?tab=messages' },
        { user },
      );
    expect((await read(otherOwner)).error).toMatchObject({ status: 404 });
    expect((await read(owner)).error).toBeUndefined();
    expect((await loadOwnerDashboard(db, cafe.id))!.summary.unread).toBe(0);
    const reply = await callAction(
      ownerActions.replyToMessage,
      {
        businessId: String(cafe.id),
        messageId: String(message.id),
        content: 'Yes: the back room seats fourteen.',
        next: '/business-dashboard?tab=messages',
      },
      { user: owner },
    );
    expect(reply.error).toBeUndefined();
    expect(
      (
        await callAction(
          ownerActions.replyToMessage,
          { businessId: String(cafe.id), messageId: String(message.id), content: 'x', next: '/' },
          { user: otherOwner },
        )
      ).error,
    ).toMatchObject({ status: 403 });
    const threads = (await loadPersonalDashboard(db, premium.id)).messages;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      business: { name: 'Test Message Cafe' },
      replies: [{ content: 'Yes: the back room seats fourteen.' }],
    });
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.toAddress, premium.email), eq(schema.mailOutbox.kind, 'business_message_reply')));
    expect(mail.subject).toBe('Test Message Cafe replied: Birthday');
  });

  it("answers GET /api/messages with the person's own messages only", async () => {
    const mine = await callApi(messagesApi, '/api/messages', {}, { user: premium });
    expect(mine.body.map((row: { direction: string; content: string }) => [row.direction, row.content])).toEqual([
      ['received', 'Yes: the back room seats fourteen.'],
      ['sent', 'Do you have a room for a birthday of twelve?'],
    ]);
    expect((await callApi(messagesApi, '/api/messages', {}, { user: member })).body).toEqual([]);
    expect((await callApi(messagesApi, '/api/messages', {}, { user: null })).status).toBe(401);
  });
});
