/** The business dashboard's prices, price choices and day names in three languages: English byte for byte the dashboard's own. */
import { describe, expect, it } from 'vitest';
import { dayNamesIn, priceRangeOptionsIn, wholePriceIn } from '#lib/i18n/localized/owner.ts';
import { formatPrice } from '#lib/domain/money.ts';
import { PRICE_RANGE_OPTIONS } from '#lib/domain/price-tiers.ts';
import { DAY_NAMES, WEEK_DAYS } from '#lib/domain/weekly-hours.ts';

describe('the business dashboard in English, as it has always read', () => {
  it('writes plan prices without zero cents', () => {
    for (let cents = 1; cents < 10_000_000; cents = Math.ceil(cents * 1.3) + 1) {
      expect(wholePriceIn('en', cents), String(cents)).toBe(formatPrice(cents).replace(/\.00$/, ''));
      expect(wholePriceIn('en', cents * 100)).toBe(formatPrice(cents * 100).replace(/\.00$/, ''));
    }
  });

  it("offers the spec's price choices and names the grid's days", () => {
    expect(priceRangeOptionsIn('en')).toEqual(PRICE_RANGE_OPTIONS);
    for (const day of WEEK_DAYS) expect(dayNamesIn('en', day)).toEqual({ heading: DAY_NAMES[day], short: day, inSentence: DAY_NAMES[day] });
  });
});

describe('the business dashboard in Spanish and French', () => {
  it('keeps their prices, choices and day names', () => {
    expect(wholePriceIn('fr', 9900)).toBe('99\u00a0$US');
    expect(wholePriceIn('es', 9950)).toBe('$99.50');
    expect(priceRangeOptionsIn('es').map((option) => option.label)).toEqual([
      '$ Económico',
      '$$ Moderado',
      '$$$ Exclusivo',
      '$$$$ Alta cocina',
    ]);
    expect(priceRangeOptionsIn('fr')[3]).toEqual({ value: '$$$$', label: '$$$$ Gastronomique' });
    expect(dayNamesIn('es', 'Mo')).toEqual({ heading: 'Lunes', short: 'Lun', inSentence: 'lunes' });
    expect(dayNamesIn('fr', 'We')).toEqual({ heading: 'Mercredi', short: 'Mer', inSentence: 'mercredi' });
  });
});
