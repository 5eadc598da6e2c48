/**
 * The accounts words other areas still send in English (guards' refusals, payments not set up)
 * shown in the visitor's language, and the accounts pages' prices. The accounts' own messages are
 * keys (auth-messages.ts), said where they leave the server.
 */
import { type Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';
import { moneyIn } from '#lib/i18n/format.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** English text of the server (as the spec words it) and its message. */
const KNOWN: Record<string, Message> = {
  'Online payments are not configured on this site yet. Nothing has been charged.': m.accounts_payments_not_configured,
  'Admin access required': m.accounts_admin_required,
  'Business owner access required': m.accounts_owner_required,
};

/** A server message in `locale` when it is one the accounts pages know; otherwise as it came. */
export function accountText<T extends string | null | undefined>(locale: Locale, text: T): T | string {
  if (!text || !Object.hasOwn(KNOWN, text)) return text;
  return KNOWN[text]({}, { locale });
}

/** Each field's message in `locale` (see accountText). */
export function accountTexts(locale: Locale, texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, accountText(locale, text)]));
}

/** The text before and after `{link}` in a message, for a link drawn between them. */
export function aroundLink(render: (inputs: { link: string }) => string): [string, string] {
  const marker = '\u0000';
  const [before, after = ''] = render({ link: marker }).split(marker);
  return [before, after];
}

/** A monthly plan's price as the language writes money ("$9.99", "9,99 US$"); a free plan's as its message says it ("$0", "0,00 US$"). */
export function formatPlanPriceIn(locale: Locale, cents: number): string {
  const price = moneyIn(locale, cents);
  return cents === 0 ? m.accounts_price_free({ price }, { locale }) : price;
}

/** An amount paid, in cents, in `locale` ("$199.00", "199,00 $US"). */
export function formatAmountIn(locale: Locale, cents: number): string {
  return moneyIn(locale, cents);
}
