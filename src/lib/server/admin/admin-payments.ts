/**
 * Donations and payments for the admin, newest first, a page at a time (one UNION in SQL), with
 * refunds through Stripe: the refund is asked of Stripe here, and the verified charge.refunded
 * webhook marks what it paid for refunded (payments/refunds.ts), as for every other refund. A
 * booking is refunded by the owner's own service (what is left of it, marked refunded at once).
 */
import { contentChanged } from '../http/cache-keys.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ADMIN_REFUSALS, ADMIN_TOOL_MESSAGES } from '#lib/schemas/admin-tools-messages.ts';
import { HttpError } from '../http/errors.ts';
import { paymentFailure, requireStripe } from '../payments/stripe.ts';
import { refundCharge } from '../payments/refund-charge.ts';
import { paymentsConfigured } from '../payments/stripe.ts';
import { LIST_PAGE_SIZE, type PaymentItem, type PaymentKind, type PaymentsData } from '#lib/views/admin-dashboard.ts';
import { refundTicket } from '../events/ticket-refunds.ts';
import { refundBooking } from '../bookings/booking-refunds.ts';
import { recordAudit } from './audit.ts';
import { offsetOf, pageOf } from './paging.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const PAYMENT_KINDS: readonly PaymentKind[] = ['donation', 'listing', 'ticket', 'upload', 'booking'];

/** An upload's payment as the tab words it: paid once paid, whatever became of the upload since (not refunded). */
const UPLOAD_PAYMENT_STATUS = sql.raw(
  `case when up.status = 'pending_payment' then 'pending' when up.status = 'refunded' then 'refunded' when up.paid_at is not null then 'paid' else up.status end`,
);

/**
 * What each kind's rows read from, as (kind, id, description, payer, amount, status, at, intent, subject, recurring,
 * anonymous), every column named in every source: a kind filtered alone is a union of one, whose
 * columns are named by that source only. Statuses normalised to paid/refunded/...
 * The subject (a business's name, an event's or upload's title) and the flags let the island word the description in the visitor's language.
 */
const SOURCES: Record<PaymentKind, ReturnType<typeof sql>> = {
  donation: sql`select 'donation' as kind, d.id as id, case when d.is_recurring then 'Monthly donation' else 'Donation' end as description, case when d.is_anonymous then 'Anonymous' else coalesce(d.donor_name, d.donor_email) end as payer, d.amount_cents as amount_cents, d.status as status, coalesce(d.paid_at, d.created_at) as at, d.stripe_payment_intent_id as intent, null as subject, d.is_recurring as recurring, d.is_anonymous as anonymous from donations d`,
  listing: sql`select 'listing' as kind, p.id as id, 'Listing plan: ' || b.name as description, u.email as payer, p.amount_cents as amount_cents, p.status as status, coalesce(p.paid_at, p.created_at) as at, p.stripe_payment_intent_id as intent, b.name as subject, 0 as recurring, 0 as anonymous from business_listing_payments p join businesses b on b.id = p.business_id left join users u on u.id = p.user_id`,
  ticket: sql`select 'ticket' as kind, t.id as id, 'Ticket: ' || e.title || case when t.ticket_type != 'general' then ' (' || t.ticket_type || ')' else '' end as description, u.email as payer, t.total_amount_cents as amount_cents, case t.status when 'active' then 'paid' else t.status end as status, t.created_at as at, t.stripe_payment_intent_id as intent, e.title as subject, 0 as recurring, 0 as anonymous from tickets t join events e on e.id = t.event_id left join users u on u.id = t.user_id where t.total_amount_cents > 0`,
  upload: sql`select 'upload' as kind, up.id as id, 'Upload: ' || up.title as description, u.email as payer, up.price_cents as amount_cents, ${UPLOAD_PAYMENT_STATUS} as status, coalesce(up.paid_at, up.created_at) as at, up.stripe_payment_intent_id as intent, up.title as subject, 0 as recurring, 0 as anonymous from business_uploads up left join users u on u.id = up.owner_id where up.price_cents > 0`,
  booking: sql`select 'booking' as kind, bk.id as id, 'Booking: ' || b.name as description, u.email as payer, bk.amount_cents + bk.fee_cents as amount_cents, case bk.status when 'confirmed' then 'paid' when 'awaiting_payment' then 'pending' else bk.status end as status, bk.created_at as at, bk.stripe_payment_intent_id as intent, b.name as subject, 0 as recurring, 0 as anonymous from bookings bk join businesses b on b.id = bk.business_id left join users u on u.id = bk.user_id where bk.amount_cents > 0`,
};

/** Parses the tab's query (kind, page). */
export function paymentFiltersOf(params: URLSearchParams): { kind: PaymentKind | 'all'; page: number } {
  const kind = params.get('kind');
  return {
    kind: (PAYMENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PaymentKind) : 'all',
    page: pageOf(params.get('page')),
  };
}

type Row = {
  kind: PaymentKind;
  id: number;
  description: string;
  payer: string | null;
  amount_cents: number;
  status: string;
  at: number;
  intent: string | null;
  subject: string | null;
  recurring: number;
  anonymous: number;
};

/** One page of payments of a kind (or all), newest first, with the total. */
export async function loadPaymentsTab(db: Database, filters: { kind: PaymentKind | 'all'; page: number }): Promise<PaymentsData> {
  const kinds = filters.kind === 'all' ? PAYMENT_KINDS : [filters.kind];
  const union = sql.join(
    kinds.map((kind) => SOURCES[kind]),
    sql` union all `,
  );
  const [rows, totals] = await db.batch([
    db.all<Row>(
      sql`select * from (${union}) order by at desc, id desc limit ${LIST_PAGE_SIZE} offset ${offsetOf(filters.page, LIST_PAGE_SIZE)}`,
    ),
    db.all<{ total: number }>(sql`select count(*) as total from (${union})`),
  ]);
  return {
    filters,
    paymentsConfigured: paymentsConfigured(),
    list: {
      total: Number(totals[0]?.total ?? 0),
      page: filters.page,
      pageSize: LIST_PAGE_SIZE,
      rows: rows.map((row): PaymentItem => ({
        kind: row.kind,
        id: Number(row.id),
        description: row.description,
        subject: row.subject,
        recurring: Boolean(row.recurring),
        anonymous: Boolean(row.anonymous),
        payer: row.payer,
        amountCents: Number(row.amount_cents),
        status: row.status,
        at: new Date(Number(row.at)).toISOString(),
        refundable: row.status === 'paid' && Boolean(row.intent),
      })),
    },
  };
}

/** Asks Stripe to refund a paid payment in full; the webhook then marks it refunded. */
export async function refundPayment(db: Database, actorId: number, input: { kind: PaymentKind; id: number }): Promise<void> {
  // A refund asked of Stripe changes no page; a ticket's seat given back is named by refundTicket.
  contentChanged();
  const [row] = await db.all<Row>(sql`select * from (${SOURCES[input.kind]}) where id = ${input.id}`);
  if (!row) throw new HttpError(404, ADMIN_TOOL_MESSAGES.paymentNotFound);
  if (row.status !== 'paid' || !row.intent)
    throw new HttpError(409, row.status === 'refunded' ? ADMIN_REFUSALS.alreadyRefunded : ADMIN_REFUSALS.onlyPaidRefund);
  const stripe = requireStripe();
  if (input.kind === 'booking' || input.kind === 'ticket') {
    // What is left of it, through the owner's service: a ticket's seat back on sale, the buyer or guest emailed.
    const refund =
      input.kind === 'booking'
        ? await refundBooking(db, stripe, { businessId: null, bookingId: input.id, amountCents: null })
        : await refundTicket(db, stripe, { businessId: null, ticketId: input.id, amountCents: null });
    await recordAudit(db, {
      actorId,
      action: 'payment.refund',
      subjectType: input.kind,
      subjectId: input.id,
      before: { status: 'paid', amountCents: Number(row.amount_cents) },
      after: { status: 'refunded', refundedCents: refund.refundedCents },
    });
    return;
  }
  try {
    // The same refund as the owner's: a ticket or booking paid on to a business is taken back from it.
    await refundCharge(stripe, {
      paymentIntent: row.intent,
      metadata: { reason: 'admin_refund', kind: input.kind, id: String(input.id) },
      idempotencyKey: `admin-refund-${input.kind}-${input.id}`,
    });
  } catch (error) {
    throw paymentFailure(error, ADMIN_REFUSALS.refundFailed, said(m.admin_refund_failed_title));
  }
  await recordAudit(db, {
    actorId,
    action: 'payment.refund',
    subjectType: input.kind,
    subjectId: input.id,
    before: { status: 'paid', amountCents: Number(row.amount_cents) },
    after: { status: 'refund_requested' },
  });
}
