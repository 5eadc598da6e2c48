/** The organiser's event prices in three languages: English byte for byte as the dashboard always wrote them. */
import { describe, expect, it } from 'vitest';
import { eventPriceIn } from '#lib/i18n/localized/organiser.ts';
import { centsToDecimalString } from '#lib/domain/money.ts';

describe("an event's price on the dashboard", () => {
  it('is the stored decimals after a dollar sign in English, or Free', () => {
    for (let cents = 0; cents < 10_000_000; cents = Math.ceil(cents * 1.3) + 1) {
      const price = centsToDecimalString(cents)!;
      expect(eventPriceIn('en', price)).toBe(`$${price}`);
    }
    expect([eventPriceIn('en', null), eventPriceIn('en', '')]).toEqual(['Free', 'Free']);
  });

  it("is the language's money in Spanish and French, free when nothing is asked", () => {
    expect(eventPriceIn('fr', '1234.50')).toBe('1\u202f234,50\u00a0$US');
    expect(eventPriceIn('es', '25.00')).toBe('$25.00');
    expect([eventPriceIn('es', null), eventPriceIn('fr', '0.00')]).toEqual(['Gratis', 'Gratuit']);
  });
});
