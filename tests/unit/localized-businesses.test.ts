/** The directory's and business page's words in three languages: English through the messages and Intl, byte for byte the guide's own. */
import { describe, expect, it } from 'vitest';
import {
  distanceText,
  openStatusText,
  priceTierIn,
  ratingNumber,
  reviewCountText,
  todayHoursIn,
  weekLinesIn,
} from '#lib/i18n/localized/businesses.ts';
import { describeDistance } from '#lib/domain/distance.ts';
import { PRICE_TIERS } from '#lib/domain/price-tiers.ts';
import { openingHoursToWeek, weekLines } from '#lib/domain/weekly-hours.ts';
import { plural } from '#lib/i18n/plural.ts';
import { describeOpenStatus } from '#lib/server/businesses/opening-hours.ts';

const HOURS = [
  'Mo-Sa 10:00-18:00',
  'Mo-Fr 07:00-24:00; Sa,Su 12:00-00:00',
  '24/7',
  'Mo-Su 00:00-24:00',
  'Tu-Th 11:30-14:15,17:00-22:45; Fr 12:00-02:00',
  'We 09:00-12:00; Fr 00:00-24:00',
  'Mo 06:05-23:59',
];

describe('the businesses words in English, as the guide has always written them', () => {
  it('writes ratings with one decimal and counts reviews with thousands grouped', () => {
    for (let rating = 0; rating <= 5; rating += 0.0007) expect(ratingNumber('en', rating), String(rating)).toBe(rating.toFixed(1));
    for (let n = 1; n < 40; n++) for (let sum = n; sum <= 5 * n; sum++) expect(ratingNumber('en', sum / n)).toBe((sum / n).toFixed(1));
    for (let count = 0; count < 3_000_000; count = Math.ceil(count * 1.4) + 1)
      expect(reviewCountText('en', count), String(count)).toBe(plural(count, 'review'));
  });

  it('says whether a place is open as the server wrote it, midnight and noon included', () => {
    const now = new Date('2026-12-02T15:10:00Z');
    for (let minutes = 5; minutes < 8 * 24 * 60; minutes += 25) {
      for (const open of [true, false]) {
        const status = describeOpenStatus(open, new Date(now.getTime() + minutes * 60_000), now);
        expect(openStatusText('en', status), status.text).toBe(status.text);
      }
    }
    for (const text of ['Open 24 hours', 'Closed', 'Closed · opens Thu midnight', 'Open now · closes noon', 'Something else'])
      expect(openStatusText('en', { open: false, text })).toBe(text);
  });

  it('lists weekly hours as weekly-hours.ts does', () => {
    for (const value of HOURS) expect(weekLinesIn('en', value), value).toEqual(weekLines(openingHoursToWeek(value)!));
    expect(weekLinesIn('en', 'Mo-Sa 12:00-24:00')).toEqual(['Mon–Sat: noon–midnight', 'Sun: Closed']);
  });

  it("says today's hours on New York's day, in each language; none where the hours are richer than a week", () => {
    const restaurant = 'Mo-Th 11:30-22:00, Fr-Sa 11:30-23:00, Su 10:30-21:00';
    // Sunday 8 PM in New York is already Monday in UTC.
    const sundayEvening = new Date('2026-12-07T01:00:00Z');
    expect(todayHoursIn('en', restaurant, sundayEvening)).toBe('Today: 10:30 AM–9 PM');
    expect(todayHoursIn('es', restaurant, sundayEvening)).toBe('Hoy: 10:30 a.m.–9 p.m.');
    expect(todayHoursIn('fr', restaurant, new Date('2026-12-08T15:00:00Z'))).toBe('Aujourd’hui\u00a0: 11:30–22:00');
    expect(todayHoursIn('en', 'Th-Sa 19:00-01:00', new Date('2026-12-08T15:00:00Z'))).toBe('Today: Closed');
    expect(todayHoursIn('en', 'May-Oct Sa,Su 10:00-17:00', sundayEvening)).toBeNull();
    expect(todayHoursIn('en', null, sundayEvening)).toBeNull();
  });

  it('writes distances and price tiers as before', () => {
    for (let metres = 0; metres < 400_000; metres = Math.ceil(metres * 1.05) + 3)
      expect(distanceText('en', metres), String(metres)).toBe(describeDistance(metres));
    // Just under ten miles, English keeps its decimal: "10.0 mi".
    for (const metres of [16_020, 16_050, 16_090]) expect(distanceText('en', metres), String(metres)).toBe(describeDistance(metres));
    for (const tier of PRICE_TIERS) expect(priceTierIn('en', tier)).toEqual({ symbol: tier.symbol, label: tier.label, range: tier.range });
  });
});

describe('the businesses words in Spanish and French', () => {
  it('keeps their own numbers, clocks and words', () => {
    expect(ratingNumber('fr', 4.66)).toBe('4,7');
    // The same digit as English where Intl alone would round the stored 1.15 (just under) up.
    expect([ratingNumber('en', 1.15), ratingNumber('es', 1.15), ratingNumber('fr', 1.15)]).toEqual(['1.1', '1.1', '1,1']);
    expect(reviewCountText('es', 1204)).toBe('1204 reseñas');
    expect(reviewCountText('fr', 1)).toBe('1 avis');
    expect(openStatusText('es', { open: true, text: 'Open now · closes midnight' })).toBe('Abierto ahora · cierra a las 12 a.m.');
    expect(openStatusText('fr', { open: false, text: 'Closed · opens Thu 9:30 AM' })).toBe('Fermé · ouvre le jeu. à 9:30');
    expect(weekLinesIn('es', 'Mo-Sa 12:00-24:00')).toEqual(['Lun–sáb: 12 p.m.–12 a.m.', 'Dom: Cerrado']);
    expect(distanceText('es', 1609.344)).toBe('1 mi · 25 min a pie');
    expect(distanceText('fr', 700)).toBe('0,4 mi · 11 min à pied');
    expect(priceTierIn('fr', PRICE_TIERS[0])).toEqual({ symbol: '$', label: 'Petit budget', range: 'moins de 15\u00a0$' });
  });
});
