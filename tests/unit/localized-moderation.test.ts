/** The admin dashboard's analytics money, periods and permission names in three languages: English byte for byte the server's own. */
import { describe, expect, it } from 'vitest';
import { ANALYTICS_PERIODS, bucketsFor } from '#lib/domain/analytics-buckets.ts';
import { bucketNamesIn, dollarsIn, permissionNameIn } from '#lib/i18n/localized/moderation.ts';
import { formatPrice } from '#lib/domain/money.ts';
import { addDays } from '#lib/domain/time.ts';

describe('the analytics in English, as the dashboard has always written them', () => {
  it('writes "$0" for nothing and dollars with cents otherwise', () => {
    expect(dollarsIn('en', 0)).toBe('$0');
    for (let cents = 1; cents < 100_000_000; cents = Math.ceil(cents * 1.3) + 1)
      expect(dollarsIn('en', cents), String(cents)).toBe(formatPrice(cents));
  });

  it("names every period's buckets as analytics-buckets.ts does", () => {
    for (let today = '2025-12-20'; today < '2027-02-01'; today = addDays(today, 9)) {
      for (const period of ANALYTICS_PERIODS) {
        for (const bucket of bucketsFor(period, today)) {
          expect(bucketNamesIn('en', period, bucket), `${period} ${bucket.start}`).toEqual({
            label: bucket.label,
            short: bucket.short,
            from: bucket.label.replace(/^Week of /, ''),
          });
        }
      }
    }
  });

  it('shows permission names as stored, with no lang of their own', () => {
    expect(permissionNameIn('en', 'reviews', 'create', 'Write reviews')).toEqual({ text: 'Write reviews', english: false });
    expect(permissionNameIn('en', 'tickets', 'scan', 'Scan tickets')).toEqual({ text: 'Scan tickets', english: false });
  });
});

describe('the analytics in Spanish and French', () => {
  it('keeps their money, periods and translated names', () => {
    expect(dollarsIn('fr', 0)).toBe('0\u00a0$US');
    expect(dollarsIn('es', 5000)).toBe('$50.00');
    const [week] = bucketsFor('week', '2026-12-02');
    expect(bucketNamesIn('es', 'week', week)).toEqual({ label: 'Semana del 14 sept 2026', short: '14 sept', from: '14 sept 2026' });
    expect(permissionNameIn('fr', 'reviews', 'create', 'Leave reviews')).toEqual({ text: 'Laisser des avis', english: false });
    expect(permissionNameIn('es', 'tickets', 'scan', 'Scan tickets')).toEqual({ text: 'Scan tickets', english: true });
  });
});
