/**
 * The words of the member's settings, the upload center and the business galleries that are not
 * plain messages (decision 024): file sizes, the upload date, the membership's status and end,
 * upload tiers and statuses, repeat choices, and a message cut around a link or a name.
 * English is one language among three: its words are en.json's and Intl's, byte for byte the
 * ones the upload center, settings and forms have always shown (tests/unit/localized-media.test.ts).
 */
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { dateTimeIn, formatPriceIn, longDateIn } from '#lib/i18n/format.ts';
import { ordinal } from '#lib/i18n/plural.ts';
import type { MembershipFacts, MembershipSummary } from '#lib/domain/membership.ts';
import { monthlyPlace, type RepeatChoice } from '#lib/domain/repeat-choices.ts';
import { isCalendarDate, toNewYorkParts } from '#lib/domain/time.ts';
import { UPLOAD_TIER_NAMES, type UploadTier } from '#lib/domain/upload-tiers.ts';
import {
  media_file_size_bytes,
  media_file_size_gb,
  media_file_size_kb,
  media_file_size_mb,
  media_repeat_monthly_date,
  media_repeat_monthly_date_any,
  media_repeat_monthly_last,
  media_repeat_monthly_nth,
  media_repeat_monthly_weekday_any,
  media_repeat_none,
  media_repeat_weekly,
  media_repeat_weekly_any,
  media_settings_status_active,
  media_settings_status_cancelled,
  media_settings_status_payment_due,
  media_settings_until_active,
  media_settings_until_active_open,
  media_settings_until_cancelled,
  media_settings_until_cancelled_open,
  media_settings_until_cancels,
  media_settings_until_due,
  media_settings_until_due_open,
  media_uploads_status_ended,
  media_uploads_status_pending,
  media_uploads_status_published,
  media_uploads_status_refunded,
  media_uploads_status_refused,
  media_uploads_status_review,
  media_uploads_tier_basic,
  media_uploads_tier_enterprise,
  media_uploads_tier_professional,
} from '#paraglide/messages.js';

type Options = { locale: Locale };

/** The text before and after `{marker}` in a message, for an element (a link, a name) drawn between them. */
export function around(render: (marker: string) => string): [string, string] {
  const marker = '\u0000';
  const [before, after = ''] = render(marker).split(marker);
  return [before, after];
}

const FILE_SIZE_UNITS = [media_file_size_bytes, media_file_size_kb, media_file_size_mb, media_file_size_gb];
/** Whether a size groups its thousands: the upload center has always written "1023 Bytes" in English. */
const GROUPS_SIZES: Record<Locale, boolean> = { en: false, es: true, fr: true };

/** "1.5 MB" (Bytes, KB, MB, GB); "1,5 MB" in Spanish; "1,5 Mo" in French. */
export function fileSizeIn(locale: Locale, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const size = new Intl.NumberFormat(INTL_LOCALES[locale], {
    maximumFractionDigits: unit === 0 ? 0 : 1,
    useGrouping: GROUPS_SIZES[locale],
  }).format(value);
  return FILE_SIZE_UNITS[unit]({ size }, { locale });
}

/** "Nov 21, 2026, 9:05 AM"; "21 nov 2026, 9:05 a. m."; "21 nov. 2026, 09:05" (New York time). */
export { dateTimeIn };

/** A price in cents without its zero cents ("$29", "$29.50", "29 $US"); "Free" for nothing. */
export function wholePriceIn(locale: Locale, cents: number): string {
  if (!cents) return formatPriceIn(locale, cents);
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** A price in cents ("$29.00", "29,00 $US"), or "Free". */
export function priceIn(locale: Locale, cents: number): string {
  return formatPriceIn(locale, cents);
}

const TIERS: Record<UploadTier, ((inputs: Record<string, never>, options: Options) => string) | null> = {
  basic: media_uploads_tier_basic,
  // Premium is the guide's plan name in every language.
  premium: null,
  professional: media_uploads_tier_professional,
  enterprise: media_uploads_tier_enterprise,
};

/** An upload tier's name: "Basic", "Básico", "Essentielle"; Premium everywhere. */
export function uploadTierIn(locale: Locale, tier: UploadTier): string {
  const message = TIERS[tier];
  return message ? message({}, { locale }) : UPLOAD_TIER_NAMES[tier];
}

const STATUSES: Record<string, (inputs: Record<string, never>, options: Options) => string> = {
  pending_payment: media_uploads_status_pending,
  in_review: media_uploads_status_review,
  published: media_uploads_status_published,
  ended: media_uploads_status_ended,
  refused: media_uploads_status_refused,
  refunded: media_uploads_status_refunded,
};

/** An upload's status as the list shows it; an unknown one as it is stored. */
export function uploadStatusIn(locale: Locale, status: string): string {
  return STATUSES[status]?.({}, { locale }) ?? status;
}

/** The member's plan in `locale`: its status and how long Premium runs. */
export function describeMembershipIn(locale: Locale, facts: MembershipFacts): MembershipSummary {
  const t = { locale };
  const day = (instant: Date) => longDateIn(locale, toNewYorkParts(instant).date);
  const end = facts.premiumUntil ? day(facts.premiumUntil) : null;
  if (facts.subscriptionCancelsAt && facts.subscriptionStatus !== 'canceled') {
    return {
      status: media_settings_status_cancelled({}, t),
      until: media_settings_until_cancels({ date: day(facts.subscriptionCancelsAt) }, t),
    };
  }
  switch (facts.subscriptionStatus) {
    case 'canceled':
      return {
        status: media_settings_status_cancelled({}, t),
        until: end ? media_settings_until_cancelled({ date: end }, t) : media_settings_until_cancelled_open({}, t),
      };
    case 'past_due':
    case 'unpaid':
      return {
        status: media_settings_status_payment_due({}, t),
        until: end ? media_settings_until_due({ date: end }, t) : media_settings_until_due_open({}, t),
      };
    default:
      return {
        status: media_settings_status_active({}, t),
        until: end ? media_settings_until_active({ date: end }, t) : media_settings_until_active_open({}, t),
      };
  }
}

const UNDATED: Record<RepeatChoice, (inputs: Record<string, never>, options: Options) => string> = {
  none: media_repeat_none,
  weekly: media_repeat_weekly_any,
  'monthly-weekday': media_repeat_monthly_weekday_any,
  'monthly-date': media_repeat_monthly_date_any,
};

/** A repeat choice for a first date in `locale`: "Every month on the 1st Friday", "Cada semana el miércoles", "Chaque mois le 1er vendredi". */
export function repeatLabelIn(locale: Locale, choice: RepeatChoice, date: string): string {
  const t = { locale };
  if (choice === 'none' || !isCalendarDate(date)) return UNDATED[choice]({}, t);
  const { weekday, nth, day } = monthlyPlace(date);
  // 2026-11-01 is a Sunday: weekday 0.
  const weekdayName = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + weekday)),
  );
  if (choice === 'weekly') return media_repeat_weekly({ weekday: weekdayName }, t);
  if (choice === 'monthly-weekday')
    return nth === -1
      ? media_repeat_monthly_last({ weekday: weekdayName }, t)
      : media_repeat_monthly_nth({ nth: ordinalIn(locale, nth), weekday: weekdayName }, t);
  return media_repeat_monthly_date({ day: DAY_OF_MONTH[locale](day) }, t);
}

/** The nth weekday of a month (1 to 4): "1st", "primer", "1er". */
const NTH_WEEKDAY: Record<Locale, (n: number) => string> = {
  en: ordinal,
  es: (n) => ['primer', 'segundo', 'tercer', 'cuarto'][n - 1] ?? String(n),
  fr: (n) => (n === 1 ? '1er' : `${n}e`),
};
const ordinalIn = (locale: Locale, n: number) => NTH_WEEKDAY[locale](n);

/** A day of the month in "every month on the …": "14th", "14", "1er". */
const DAY_OF_MONTH: Record<Locale, (day: number) => string> = {
  en: ordinal,
  es: String,
  fr: (day) => (day === 1 ? '1er' : String(day)),
};
