/**
 * Early event access (issue 35): an event whose owner sets when it opens to everyone
 * (events.opens_to_all_at) takes registrations, ticket orders and waitlist places before then only
 * from premium members whose plan gives early access, from that plan's early_access_days before.
 * Checked before the write (a clear refusal) and again inside the conditional write itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { getMemberBenefits } from '../membership/member-benefits.ts';
import { earlyAccessDays, earlyAccessOpensAt, eventRegistrationOpen } from '#lib/domain/member-benefits.ts';
import { formatLongDayIn } from '#lib/i18n/format.ts';
import type { Said } from '#lib/i18n/said.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

const DAY_MS = 86_400_000;

const daySaid = (instant: Date): Said => ({ key: 'day', params: { instant }, in: (locale) => formatLongDayIn(locale, instant) });

/** The member's days of early access that matter for this event (no query unless it has not opened to everyone yet). */
export async function earlyAccessDaysFor(
  db: Database,
  user: { id: number; isPremium: boolean },
  event: { opensToAllAt: Date | null },
  now: Date,
): Promise<number> {
  if (!event.opensToAllAt || event.opensToAllAt.getTime() <= now.getTime() || !user.isPremium) return 0;
  return earlyAccessDays(await getMemberBenefits(db, user, now));
}

/** Why the event does not take this member's registration yet, or null when it does. */
export function earlyAccessRefusal(event: { opensToAllAt: Date | null }, days: number, now: Date): Said | null {
  const state = eventRegistrationOpen(event, days, now);
  if (state.open) return null;
  if (days > 0)
    return said(m.events_early_access_yours_later, {
      date: daySaid(state.opensToAllAt),
      early: daySaid(earlyAccessOpensAt(state.opensToAllAt, days)),
    });
  return said(m.events_early_access_closed, { date: daySaid(state.opensToAllAt) });
}

/**
 * What an event's pages say of an event not yet open to everyone: why this member cannot register
 * yet, or that early access lets them now; null once it is open to everyone.
 */
export function earlyAccessNote(event: { opensToAllAt: Date | null }, days: number, now: Date): Said | null {
  if (!event.opensToAllAt || event.opensToAllAt.getTime() <= now.getTime()) return null;
  return earlyAccessRefusal(event, days, now) ?? said(m.events_early_access_now, { date: daySaid(event.opensToAllAt) });
}

/** SQL truth, over the write's `events e` row, that it takes this member's registration now. */
export function openToMemberSql(days: number, nowMs: number): SQL {
  return sql`(e.opens_to_all_at is null or e.opens_to_all_at - ${Math.max(0, days) * DAY_MS} <= ${nowMs})`;
}
