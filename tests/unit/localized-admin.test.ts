/** The admin panel's counts and report reasons in three languages: English byte for byte as the panel always wrote them. */
import { describe, expect, it } from 'vitest';
import { countIn, reportReasonIn } from '#lib/i18n/localized/admin.ts';
import { countIn as groupedCountIn } from '#lib/i18n/format.ts';

const COUNTS = [0, 1, 7, 999, 1000, 1204, 99_999, 1_234_567, -3];

describe('the admin panel in English', () => {
  it('writes counts without grouping and report reasons as stored', () => {
    for (const count of COUNTS) expect(countIn('en', count)).toBe(String(count));
    for (let count = 1; count < 1e15; count = count * 3 + 1) expect(countIn('en', count)).toBe(String(count));
    for (const reason of ['spam', 'offensive', 'not_a_customer', 'conflict_of_interest', 'other', 'something_new'])
      expect(reportReasonIn('en', reason)).toBe(reason);
  });
});

describe('the admin panel in Spanish and French', () => {
  it("groups counts the language's way and says the public form's reasons", () => {
    for (const count of COUNTS)
      for (const locale of ['es', 'fr'] as const) expect(countIn(locale, count)).toBe(groupedCountIn(locale, count));
    expect(countIn('fr', 1204)).toBe('1\u202f204');
    expect(reportReasonIn('es', 'spam')).not.toBe('spam');
    expect(reportReasonIn('fr', 'something_new')).toBe('something_new');
  });
});
