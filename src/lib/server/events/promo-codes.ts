/**
 * A business's promo codes as its owner keeps them (issue 33): for one of its events or all of
 * them, a percentage or an amount off each ticket, a use limit, a validity period and the ticket
 * types they apply to (by name; none: all). A code's uses are the live orders holding it (the
 * buyer's side counts them the same way when it takes the seats). A code never used is deleted;
 * one that was is switched off, so the orders that used it keep it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { events, promoCodes, ticketTypes } from '#db/schema.ts';
import { said } from '#lib/i18n/said.ts';
import type { PromoCodeInput } from '#lib/schemas/ticketing.ts';
import type { PromoCodeView } from '#lib/views/ticketing.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';

export type { PromoCodeView };

const usesOf = sql<number>`(select count(*) from event_registrations r where r.promo_code_id = promo_codes.id and r.status != 'cancelled')`;

/** The business's codes, newest first (a query, for a batch). */
export const promoCodesQuery = (db: Database, businessId: number) =>
  db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      percentOff: promoCodes.percentOff,
      amountOffCents: promoCodes.amountOffCents,
      eventId: promoCodes.eventId,
      eventTitle: events.title,
      maxUses: promoCodes.maxUses,
      uses: usesOf.mapWith(Number),
      validFrom: promoCodes.validFrom,
      validUntil: promoCodes.validUntil,
      ticketTypes: promoCodes.ticketTypes,
      isActive: promoCodes.isActive,
    })
    .from(promoCodes)
    .leftJoin(events, eq(events.id, promoCodes.eventId))
    .where(eq(promoCodes.businessId, businessId))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));

/** A row of promoCodesQuery as the dashboard shows it. */
export const toPromoCodeView = (row: Awaited<ReturnType<typeof promoCodesQuery>>[number]): PromoCodeView => ({
  ...row,
  eventTitle: row.eventTitle ?? null,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
});

/** The business's codes, newest first, with their uses. */
export async function promoCodesOf(db: Database, businessId: number): Promise<PromoCodeView[]> {
  return (await promoCodesQuery(db, businessId)).map(toPromoCodeView);
}

const isCodeTaken = (error: unknown): boolean => {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const message = String((current as { message?: unknown }).message ?? '');
    if (/UNIQUE constraint failed/i.test(message) && message.includes('promo_codes')) return true;
  }
  return false;
};

/**
 * Adds a code to the business: unique per business (in capitals), for one of its own events or
 * all; a per-event code may only name types that event has.
 */
export async function createPromoCode(
  db: Database,
  { businessId, input }: { businessId: number; input: Omit<PromoCodeInput, 'businessId' | 'next'> },
): Promise<PromoCodeView> {
  const taken = () => fieldError({ code: said(m.ticketing_promo_code_taken, { code: input.code }) }, 409);
  if (input.eventId !== null) {
    const [event] = await db
      .select({ title: events.title })
      .from(events)
      .where(and(eq(events.id, input.eventId), eq(events.businessId, businessId)));
    if (!event) throw fieldError({ eventId: said(m.ticketing_event_not_found) }, 404);
    if (input.ticketTypes.length > 0) {
      const names = (await db.select({ name: ticketTypes.name }).from(ticketTypes).where(eq(ticketTypes.eventId, input.eventId))).map(
        (type) => type.name,
      );
      const spelled = (typed: string) => names.find((name) => name.toLocaleLowerCase('en-US') === typed.toLocaleLowerCase('en-US'));
      const unknown = input.ticketTypes.find((name) => !spelled(name));
      if (unknown) throw fieldError({ ticketTypes: said(m.ticketing_promo_unknown_type, { event: event.title, name: unknown }) });
      // Stored as the event spells them.
      input = { ...input, ticketTypes: input.ticketTypes.map((name) => spelled(name)!) };
    }
  }
  const [existing] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.businessId, businessId), eq(promoCodes.code, input.code)));
  if (existing) throw taken();
  let id: number;
  try {
    [{ id }] = await db
      .insert(promoCodes)
      .values({
        businessId,
        eventId: input.eventId,
        code: input.code,
        percentOff: input.percentOff,
        amountOffCents: input.amountOffCents,
        maxUses: input.maxUses,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        ticketTypes: input.ticketTypes,
      })
      .returning({ id: promoCodes.id });
  } catch (error) {
    // Another request made the same code meanwhile.
    if (isCodeTaken(error)) throw taken();
    throw error;
  }
  return (await promoCodesOf(db, businessId)).find((code) => code.id === id)!;
}

export type RemovedPromoCode = { code: string; removed: 'deleted' | 'deactivated' };

/** Deletes a code of the business that no order ever used; switches one that was off instead; 404 for another's. */
export async function removePromoCode(
  db: Database,
  { businessId, promoCodeId }: { businessId: number; promoCodeId: number },
): Promise<RemovedPromoCode> {
  const own = and(eq(promoCodes.id, promoCodeId), eq(promoCodes.businessId, businessId));
  const neverUsed = sql`not exists (select 1 from event_registrations r where r.promo_code_id = promo_codes.id)`;
  const [deleted, deactivated] = await db.batch([
    db.delete(promoCodes).where(and(own, neverUsed)).returning({ code: promoCodes.code }),
    db.update(promoCodes).set({ isActive: false }).where(own).returning({ code: promoCodes.code }),
  ]);
  if (deleted.length) return { code: deleted[0].code, removed: 'deleted' };
  if (deactivated.length) return { code: deactivated[0].code, removed: 'deactivated' };
  throw new HttpError(404, said(m.ticketing_promo_not_found));
}
