/** Advertising's figures in the visitor's language (issue 17): money always with cents, rates as percentages. */
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';
import type { AdState } from './ads.ts';
import * as m from '#paraglide/messages.js';
import { countIn, moneyIn } from '../i18n/format.ts';

/** "$1.00", "1,00 $US": an amount in dollars, zero included. */
export const dollarsIn = moneyIn;

/** "2.5%", "2,5 %": a rate. */
export const percentIn = (locale: Locale, fraction: number) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 2 }).format(fraction);

/** "1,204", "1 204": a count. */
export { countIn };

/** What an ad's state reads as. */
export function adStateLabel(locale: Locale, state: AdState): string {
  const t = { locale };
  const labels: Record<AdState, string> = {
    draft: m.ads_state_draft({}, t),
    pending: m.ads_state_pending({}, t),
    live: m.ads_state_live({}, t),
    scheduled: m.ads_state_scheduled({}, t),
    paused: m.ads_state_paused({}, t),
    rejected: m.ads_state_rejected({}, t),
    ended_budget: m.ads_state_ended_budget({}, t),
    ended_schedule: m.ads_state_ended_schedule({}, t),
    ended_plan: m.ads_state_ended_plan({}, t),
  };
  return labels[state];
}

/** Where an ad shows, in words. */
export function placementLabel(locale: Locale, placement: string | null): string {
  const t = { locale };
  if (placement === 'directory') return m.ads_placement_directory({}, t);
  if (placement === 'events') return m.ads_placement_events({}, t);
  if (placement === 'business') return m.ads_placement_business({}, t);
  return m.ads_placement_home({}, t);
}
