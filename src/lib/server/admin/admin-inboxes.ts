/**
 * The admin's inboxes: contact messages, advertising inquiries (contact messages on that topic),
 * sponsorship and property inquiries. Newest first (contact messages with priority support before
 * the rest, each with its reply target), a page at a time; mark read, reply by email
 * (which marks it read), archive or bring back. Every change is audited.
 */
import { and, count, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { contactMessages, properties, propertyInquiries, sponsorshipInquiries } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { ADMIN_REFUSALS } from '#lib/schemas/admin-tools-messages.ts';
import { HttpError } from '../http/errors.ts';
import { batchWithMail, mailStatement } from '../mail/outbox.ts';
import { INBOX_KINDS, LIST_PAGE_SIZE, type InboxItem, type InboxKind, type InboxesData } from '#lib/views/admin-dashboard.ts';
import { auditStatement } from './audit.ts';
import { replyTargetDays } from '#lib/domain/support-response.ts';
import { offsetOf, pageOf } from './paging.ts';

export type InboxFilters = { kind: InboxKind; archived: boolean; page: number };

/** Whether a text names an inbox. */
export const isInboxKind = (value: string | null): value is InboxKind => INBOX_KINDS.some((kind) => kind.id === value);

/** Parses the tab's query (box, archived, page). */
export function inboxFiltersOf(params: URLSearchParams): InboxFilters {
  const box = params.get('box');
  return { kind: isInboxKind(box) ? box : 'contact', archived: params.get('archived') === '1', page: pageOf(params.get('page')) };
}

type Table = typeof contactMessages | typeof sponsorshipInquiries | typeof propertyInquiries;

function tableOf(kind: InboxKind): { table: Table; only: SQL | undefined } {
  if (kind === 'contact') return { table: contactMessages, only: ne(contactMessages.topic, 'advertising') };
  if (kind === 'advertising') return { table: contactMessages, only: eq(contactMessages.topic, 'advertising') };
  if (kind === 'sponsorship') return { table: sponsorshipInquiries, only: undefined };
  return { table: propertyInquiries, only: undefined };
}

const unreadOf = (kind: InboxKind, db: Database) => {
  const { table, only } = tableOf(kind);
  return db
    .select({ unread: count() })
    .from(table)
    .where(and(eq(table.isRead, false), isNull(table.archivedAt), only));
};

/** One page of an inbox (or its archive) and the unread count of every inbox. */
export async function loadInboxesTab(db: Database, filters: InboxFilters): Promise<InboxesData> {
  const { table, only } = tableOf(filters.kind);
  const where = and(filters.archived ? isNotNull(table.archivedAt) : isNull(table.archivedAt), only);
  const offset = offsetOf(filters.page, LIST_PAGE_SIZE);
  const rowsQuery = (() => {
    if (filters.kind === 'contact' || filters.kind === 'advertising') {
      return (
        db
          .select({
            id: contactMessages.id,
            from: contactMessages.name,
            email: contactMessages.email,
            subject: contactMessages.subject,
            body: contactMessages.message,
            about: contactMessages.topic,
            isRead: contactMessages.isRead,
            archivedAt: contactMessages.archivedAt,
            createdAt: contactMessages.createdAt,
            priority: contactMessages.isPriority,
          })
          .from(contactMessages)
          .where(where)
          // Priority support: members' unread priority messages first, then the rest, each part newest first.
          .orderBy(
            desc(sql`${contactMessages.isPriority} and not ${contactMessages.isRead}`),
            desc(contactMessages.createdAt),
            desc(contactMessages.id),
          )
          .limit(LIST_PAGE_SIZE)
          .offset(offset)
      );
    }
    if (filters.kind === 'sponsorship') {
      return db
        .select({
          id: sponsorshipInquiries.id,
          from: sql<string>`${sponsorshipInquiries.contactName} || ' (' || ${sponsorshipInquiries.companyName} || ')'`,
          email: sponsorshipInquiries.email,
          subject: sql<string>`'Sponsorship: ' || coalesce(${sponsorshipInquiries.sponsorshipType}, 'custom')`,
          body: sql<string>`coalesce(${sponsorshipInquiries.message}, '')`,
          about: sql<
            string | null
          >`case when ${sponsorshipInquiries.budget} is not null then 'Budget ' || ${sponsorshipInquiries.budget} end`,
          isRead: sponsorshipInquiries.isRead,
          archivedAt: sponsorshipInquiries.archivedAt,
          createdAt: sponsorshipInquiries.createdAt,
        })
        .from(sponsorshipInquiries)
        .where(where)
        .orderBy(desc(sponsorshipInquiries.createdAt), desc(sponsorshipInquiries.id))
        .limit(LIST_PAGE_SIZE)
        .offset(offset);
    }
    return db
      .select({
        id: propertyInquiries.id,
        from: propertyInquiries.inquirerName,
        email: propertyInquiries.email,
        subject: sql<string>`'About ' || ${properties.title}`,
        body: propertyInquiries.message,
        about: sql<string | null>`'/property/' || ${propertyInquiries.propertyId}`,
        isRead: propertyInquiries.isRead,
        archivedAt: propertyInquiries.archivedAt,
        createdAt: propertyInquiries.createdAt,
      })
      .from(propertyInquiries)
      .innerJoin(properties, eq(properties.id, propertyInquiries.propertyId))
      .where(where)
      .orderBy(desc(propertyInquiries.createdAt), desc(propertyInquiries.id))
      .limit(LIST_PAGE_SIZE)
      .offset(offset);
  })();
  const [rows, [{ total }], contact, advertising, sponsorship, property] = await db.batch([
    rowsQuery,
    db.select({ total: count() }).from(table).where(where),
    unreadOf('contact', db),
    unreadOf('advertising', db),
    unreadOf('sponsorship', db),
    unreadOf('property', db),
  ]);
  const items: InboxItem[] = (
    rows as {
      id: number;
      from: string;
      email: string;
      subject: string;
      body: string;
      about: string | null;
      isRead: boolean;
      archivedAt: Date | null;
      createdAt: Date;
      priority?: boolean;
    }[]
  ).map((row) => ({
    id: row.id,
    from: row.from,
    email: row.email,
    subject: row.subject,
    body: row.body,
    about: row.about,
    isRead: row.isRead,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    priority: row.priority === true,
    replyTargetDays: filters.kind === 'contact' ? replyTargetDays(row.priority === true) : null,
  }));
  return {
    kind: filters.kind,
    archived: filters.archived,
    unread: {
      contact: contact[0].unread,
      advertising: advertising[0].unread,
      sponsorship: sponsorship[0].unread,
      property: property[0].unread,
    },
    list: { rows: items, total, page: filters.page, pageSize: LIST_PAGE_SIZE },
  };
}

async function itemOrNotFound(db: Database, kind: InboxKind, id: number) {
  const { table, only } = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, email: table.email, isRead: table.isRead, archivedAt: table.archivedAt })
    .from(table)
    .where(and(eq(table.id, id), only));
  if (!row) throw new HttpError(404, ADMIN_REFUSALS.messageNotFound);
  return { row, table };
}

/** Marks an inbox item read or unread. */
export async function markInboxItem(db: Database, actorId: number, input: { kind: InboxKind; id: number; read: boolean }): Promise<void> {
  const { row, table } = await itemOrNotFound(db, input.kind, input.id);
  if (row.isRead === input.read) return;
  await db.batch([
    db.update(table).set({ isRead: input.read }).where(eq(table.id, row.id)),
    auditStatement(db, {
      actorId,
      action: `inbox.${input.read ? 'read' : 'unread'}`,
      subjectType: input.kind,
      subjectId: row.id,
      before: { isRead: row.isRead },
      after: { isRead: input.read },
    }),
  ]);
}

/** Archives an item (out of the inbox, kept) or brings it back. */
export async function archiveInboxItem(
  db: Database,
  actorId: number,
  input: { kind: InboxKind; id: number; archive: boolean },
): Promise<void> {
  const { row, table } = await itemOrNotFound(db, input.kind, input.id);
  if ((row.archivedAt !== null) === input.archive) return;
  const archivedAt = input.archive ? new Date() : null;
  await db.batch([
    db.update(table).set({ archivedAt }).where(eq(table.id, row.id)),
    auditStatement(db, {
      actorId,
      action: `inbox.${input.archive ? 'archive' : 'unarchive'}`,
      subjectType: input.kind,
      subjectId: row.id,
      before: { archived: row.archivedAt !== null },
      after: { archived: input.archive },
    }),
  ]);
}

/** Replies by email to the sender (from the guide's address) and marks the item read. */
export async function replyToInboxItem(
  db: Database,
  actorId: number,
  input: { kind: InboxKind; id: number; subject: string; message: string },
): Promise<void> {
  const { row, table } = await itemOrNotFound(db, input.kind, input.id);
  await batchWithMail(
    db,
    [
      db.update(table).set({ isRead: true }).where(eq(table.id, row.id)),
      auditStatement(db, {
        actorId,
        action: 'inbox.reply',
        subjectType: input.kind,
        subjectId: row.id,
        before: { isRead: row.isRead },
        after: { isRead: true, subject: input.subject },
      }),
    ],
    [mailStatement(db, { to: row.email, subject: input.subject, text: `${input.message}\n\nHarlem Guide`, kind: 'admin_reply' })],
  );
}
