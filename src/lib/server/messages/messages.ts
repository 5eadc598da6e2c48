/**
 * Messages between premium members and businesses (decisions: messaging a business owner is a
 * premium-member benefit). A member writes to a business; its owner reads it (marked read when
 * opened) and replies, which the member sees in their dashboard and receives by email. Each
 * person reads only their own messages (GET /api/messages).
 */
import { canMessageOwners } from '#lib/domain/member-benefits.ts';
import { getMemberBenefits } from '../membership/member-benefits.ts';
import { notify } from '../notifications/notify.ts';
import { messageText } from '../notifications/texts.ts';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { businesses, messages, users } from '#db/schema.ts';
import { MESSAGE_MESSAGES as M, MESSAGE_REPLY_MESSAGES as REPLY } from '#lib/schemas/messages.ts';
import type { MessageView, ThreadView } from '#lib/views/messages.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { messageReceivedMail, replyReceivedMail } from './message-mail.ts';

export const THREAD_LIMIT = 20;

const sender = alias(users, 'sender');

/** Messages with their sender's name (a query to filter, order and limit). */
function withSender(db: Database) {
  return db
    .select({ message: messages, firstName: sender.firstName, lastName: sender.lastName, businessName: businesses.name })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(businesses, eq(businesses.id, messages.businessId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof withSender>['execute']>>[number];

const toMessageView = (row: Row): MessageView => ({
  id: row.message.id,
  isRead: row.message.isRead,
  subject: row.message.subject,
  content: row.message.content,
  createdAt: row.message.createdAt.toISOString(),
  sender: { firstName: row.firstName ?? 'A', lastName: row.lastName ?? 'member' },
});

/** First messages and their replies, as threads (newest first). */
export function threadsOf(firsts: Row[], replies: Row[]): ThreadView[] {
  return firsts.map((row) => ({
    ...toMessageView(row),
    business: { id: row.message.businessId ?? 0, name: row.businessName ?? 'A business' },
    replies: replies
      .filter((reply) => reply.message.parentId === row.message.id)
      .map(toMessageView)
      .reverse(),
  }));
}

/** A business's inbox: members' messages to it (newest first) and the replies to them, two queries for a batch. */
export function inboxQueries(db: Database, businessId: number) {
  const firsts = withSender(db)
    .where(and(eq(messages.businessId, businessId), isNull(messages.parentId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  const ids = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.businessId, businessId), isNull(messages.parentId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  const replies = withSender(db).where(inArray(messages.parentId, ids)).orderBy(desc(messages.createdAt));
  return [firsts, replies] as const;
}

/** A member's own threads with businesses, two queries for a batch. */
export function memberThreadQueries(db: Database, userId: number) {
  const firsts = withSender(db)
    .where(and(eq(messages.senderId, userId), isNull(messages.parentId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  const ids = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, userId), isNull(messages.parentId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  const replies = withSender(db).where(inArray(messages.parentId, ids)).orderBy(desc(messages.createdAt));
  return [firsts, replies] as const;
}

/** Unread messages from members to the business (a query). */
export function unreadCountQuery(db: Database, businessId: number) {
  return db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(and(eq(messages.businessId, businessId), isNull(messages.parentId), eq(messages.isRead, false)));
}

/** A premium member whose plan gives messaging writes to a business; its owner is emailed. */
export async function sendMessage(
  db: Database,
  from: SessionUser,
  input: { businessId: number; subject: string | null; content: string },
  origin: string,
): Promise<number> {
  if (!canMessageOwners(await getMemberBenefits(db, from))) throw new HttpError(403, M.premiumOnly, { title: M.premiumTitle });
  if (from.role === 'business_owner' && from.businessId === input.businessId) throw new HttpError(409, M.ownBusiness);
  const [business] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      ownerId: businesses.ownerId,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerId))
    .where(and(eq(businesses.id, input.businessId), eq(businesses.isActive, true)));
  if (!business) throw new HttpError(404, M.businessNotFound);
  const ownerLocale = await recipientLanguageIn(db, business.ownerId);
  const told = business.ownerEmail
    ? [
        mailStatement(
          db,
          messageReceivedMail({
            to: business.ownerEmail,
            ownerName: business.ownerFirstName,
            businessName: business.name,
            from,
            subject: input.subject,
            content: input.content,
            origin,
            locale: ownerLocale,
          }),
        ),
      ]
    : [];
  const [[row]] = (await batchWithMail(
    db,
    [
      db
        .insert(messages)
        .values({
          senderId: from.id,
          receiverId: business.ownerId,
          businessId: business.id,
          subject: input.subject,
          content: input.content,
        })
        .returning({ id: messages.id }),
    ],
    told,
  )) as [{ id: number }[]];
  if (business.ownerId)
    await notifyMessage(
      db,
      business.ownerId,
      messageText(ownerLocale, business.name, senderName(from), '/business-dashboard?tab=messages'),
      row.id,
    );
  return row.id;
}

/** The owner opened a member's message: it is read. */
export async function markMessageRead(db: Database, businessId: number, messageId: number): Promise<void> {
  const updated = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.id, messageId), eq(messages.businessId, businessId), isNull(messages.parentId)))
    .returning({ id: messages.id });
  if (updated.length === 0) throw new HttpError(404, REPLY.notFound);
}

/** The owner (or an admin) replies to a member's message: stored under it, the member emailed. */
export async function replyToMessage(
  db: Database,
  from: SessionUser,
  input: { businessId: number; messageId: number; content: string },
  origin: string,
): Promise<number> {
  const [original] = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      subject: messages.subject,
      memberEmail: users.email,
      memberFirstName: users.firstName,
      businessName: businesses.name,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .innerJoin(businesses, eq(businesses.id, messages.businessId))
    .where(and(eq(messages.id, input.messageId), eq(messages.businessId, input.businessId), isNull(messages.parentId)));
  if (!original) throw new HttpError(404, REPLY.notFound);
  const subject = original.subject ? `Re: ${original.subject.replace(/^Re: /, '')}` : `Re: your message to ${original.businessName}`;
  const memberLocale = await recipientLanguageIn(db, original.senderId);
  const [[reply]] = (await batchWithMail(
    db,
    [
      db
        .insert(messages)
        .values({
          senderId: from.id,
          receiverId: original.senderId,
          businessId: input.businessId,
          subject: subject.slice(0, 120),
          content: input.content,
          parentId: original.id,
        })
        .returning({ id: messages.id }),
      db.update(messages).set({ isRead: true }).where(eq(messages.id, original.id)),
    ],
    [
      mailStatement(
        db,
        replyReceivedMail({
          to: original.memberEmail,
          firstName: original.memberFirstName,
          businessName: original.businessName,
          subject,
          content: input.content,
          origin,
          locale: memberLocale,
        }),
      ),
    ],
  )) as [{ id: number }[]];
  await notifyMessage(
    db,
    original.senderId,
    messageText(memberLocale, original.businessName, original.businessName, '/user-dashboard#my-messages'),
    reply.id,
  );
  return reply.id;
}

/** The sender as the notification names them: their first name, or the part of their address before the @. */
const senderName = (from: SessionUser) => from.firstName?.trim() || from.email.split('@')[0];

/** A message in the recipient's notification centre (issue 17); the message stands even if this fails. Its email was sent above. */
async function notifyMessage(db: Database, userId: number, said: ReturnType<typeof messageText>, messageId: number): Promise<void> {
  try {
    await notify(db, { userId, kind: 'message', ...said, dedupeKey: `message:${messageId}`, mailedByProducer: true });
  } catch (error) {
    console.error(`Message ${messageId}: notification not stored:`, error);
  }
}

/** GET /api/messages: the signed-in person's own messages, sent or received, newest first. */
export async function ownMessages(db: Database, userId: number, limit = 100) {
  const rows = await withSender(db)
    .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.map((row) => ({
    ...toMessageView(row),
    businessId: row.message.businessId,
    businessName: row.businessName,
    parentId: row.message.parentId,
    direction: row.message.senderId === userId ? ('sent' as const) : ('received' as const),
  }));
}
