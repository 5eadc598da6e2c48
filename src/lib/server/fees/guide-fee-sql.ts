/**
 * The guide's fee on one ticket as a SQL expression, for a write that stores it with the price it
 * reads in the same statement (a held seat or slot). The same rule as domain/guide-fee.ts's
 * guideFeePerTicket: the percentage rounded to the cent, halves up, plus the fixed amount; nothing
 * on a free ticket. SQLite's integer division truncates, which is the floor for these non-negative
 * amounts (tests/unit/guide-fees.test.ts checks the two agree).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GuideFeeRate } from '#lib/domain/guide-fee.ts';

/** The fee on one ticket priced `priceCents` (a SQL integer expression) under `rate`. */
export function guideFeePerTicketSql(priceCents: SQL, rate: GuideFeeRate): SQL {
  const bps = Math.trunc(rate.percentBps);
  const fixed = Math.trunc(rate.fixedCents);
  // Cast, so the division is an integer one whatever type the driver binds a number as.
  return sql`(case when ${priceCents} > 0 then (${priceCents} * cast(${bps} as integer) + 5000) / 10000 + cast(${fixed} as integer) else 0 end)`;
}
