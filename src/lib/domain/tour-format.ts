/**
 * A tour's numbers in the visitor's language: lengths in miles and feet for English (the guide's
 * American visitors), kilometres and metres in Spanish and French; durations in hours and minutes.
 */
import { INTL_LOCALES, type Locale } from '../i18n/locales.ts';

const METRES_PER_MILE = 1609.344;
const METRES_PER_FOOT = 0.3048;

const unit = (locale: Locale, name: string, value: number, digits = 0) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }).format(
    value,
  );

/** A length: "1.6 mi" / "2,6 km", and short ones "350 ft" / "110 m". */
export function formatLength(locale: Locale, metres: number): string {
  if (locale === 'en') {
    const miles = metres / METRES_PER_MILE;
    if (miles >= 0.1) return unit(locale, 'mile', Math.round(miles * 10) / 10, 1);
    return unit(locale, 'foot', Math.max(10, Math.round(metres / METRES_PER_FOOT / 10) * 10));
  }
  if (metres >= 1000) return unit(locale, 'kilometer', Math.round(metres / 100) / 10, 1);
  return unit(locale, 'meter', Math.max(5, Math.round(metres / 5) * 5));
}

/** A duration in minutes: "1 hr, 30 min" in the language's short form. */
export function formatMinutes(locale: Locale, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? unit(locale, 'hour', hours) : null, rest > 0 || hours === 0 ? unit(locale, 'minute', rest) : null].filter(
    Boolean,
  );
  return parts.join(' ');
}
