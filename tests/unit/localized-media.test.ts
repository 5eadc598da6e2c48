/** The settings, upload center and gallery words that are not plain messages, in each language (decision 024). */
import { describe, expect, it } from 'vitest';
import {
  dateTimeIn,
  describeMembershipIn,
  fileSizeIn,
  priceIn,
  repeatLabelIn,
  uploadStatusIn,
  uploadTierIn,
  wholePriceIn,
} from '#lib/i18n/localized/media.ts';
import { formatPrice } from '#lib/domain/money.ts';
import { PHOTO_MESSAGES } from '#lib/server/media/photos.ts';
import { VIDEO_MESSAGES } from '#lib/server/media/videos.ts';
import { UPLOAD_CENTER_MESSAGES } from '#lib/schemas/upload-messages.ts';

/** The upload center's English file sizes as file-size.ts wrote them before English became one language among three. */
function englishFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** Sizes from 0 bytes to terabytes, on and around every unit's edges. */
const SIZES = [
  0,
  1,
  999,
  1000,
  1023,
  1024,
  1025,
  1075,
  1076,
  1536,
  10_240,
  1_048_524,
  1_048_575,
  1_048_576,
  5_442_880,
  1024 ** 3 - 1,
  3 * 1024 ** 3,
  1023.96 * 1024 ** 3,
  5000 * 1024 ** 3,
];
for (let bytes = 1; bytes < 1e13; bytes = Math.ceil(bytes * 1.37) + 7) SIZES.push(bytes);

describe('the media and settings words in three languages', () => {
  it('keeps the English wording byte for byte', () => {
    expect(fileSizeIn('en', 1536)).toBe('1.5 KB');
    expect(dateTimeIn('en', new Date('2026-11-21T14:05:00Z'))).toBe('Nov 21, 2026, 9:05 AM');
    expect(wholePriceIn('en', 2900)).toBe('$29');
    expect(uploadTierIn('en', 'basic')).toBe('Basic');
    expect(uploadStatusIn('en', 'pending_payment')).toBe('Pending payment');
    expect(repeatLabelIn('en', 'monthly-weekday', '2026-12-04')).toBe('Every month on the 1st Friday');
    expect(PHOTO_MESSAGES.tooLarge.in('en')).toBe('Photos must be under 10 MB.');
    expect(VIDEO_MESSAGES.tooLarge.in('en')).toBe('File Too Large: Video files must be under 50MB.');
  });

  it('writes English sizes and prices through the messages and Intl as the guide always has', () => {
    for (const bytes of SIZES) expect(fileSizeIn('en', bytes), String(bytes)).toBe(englishFileSize(bytes));
    for (let cents = 1; cents < 5_000_000; cents = Math.ceil(cents * 1.3) + 1) {
      expect(wholePriceIn('en', cents), String(cents)).toBe(formatPrice(cents).replace(/\.00$/, ''));
      expect(wholePriceIn('en', cents * 100)).toBe(formatPrice(cents * 100).replace(/\.00$/, ''));
      expect(priceIn('en', cents), String(cents)).toBe(formatPrice(cents));
    }
    expect([wholePriceIn('en', 0), priceIn('en', 0), priceIn('es', 0), priceIn('fr', 0)]).toEqual(['Free', 'Free', 'Gratis', 'Gratuit']);
  });

  it("writes sizes, dates, prices and tiers the language's way", () => {
    expect(fileSizeIn('es', 1000)).toBe('1,000\u00a0bytes');
    expect(fileSizeIn('fr', 5 * 1024 ** 3 * 1000)).toBe('5\u202f000\u00a0Go');
    expect(fileSizeIn('es', 5_442_880)).toBe('5.2\u00a0MB');
    expect(priceIn('fr', 2900)).toBe('29,00\u00a0$US');
    expect(wholePriceIn('es', 2950)).toBe('$29.50');
    expect(fileSizeIn('fr', 1536)).toBe('1,5\u00a0Ko');
    expect(fileSizeIn('es', 200)).toBe('200\u00a0bytes');
    expect(dateTimeIn('fr', new Date('2026-11-21T14:05:00Z'))).toBe('21 nov. 2026, 9:05');
    expect(uploadTierIn('fr', 'premium')).toBe('Premium');
    expect(uploadTierIn('es', 'professional')).toBe('Profesional');
    expect(uploadStatusIn('fr', 'refunded')).toBe('Remboursé');
    expect(wholePriceIn('fr', 2900)).toMatch(/^29\s\$/);
  });

  it('words repeat choices and the membership in the language', () => {
    expect(repeatLabelIn('en', 'monthly-date', '2026-12-22')).toBe('Every month on the 22nd');
    expect(repeatLabelIn('en', 'monthly-weekday', '2026-12-31')).toBe('Every month on the last Thursday');
    expect(repeatLabelIn('en', 'weekly', '2026-12-02')).toBe('Every week on Wednesday');
    expect(repeatLabelIn('es', 'monthly-date', '2026-12-22')).toBe('Cada mes el día 22');
    expect(repeatLabelIn('fr', 'monthly-weekday', '2026-12-11')).toBe('Chaque mois le 2e vendredi');
    expect(repeatLabelIn('es', 'monthly-weekday', '2026-12-04')).toBe('Cada mes el primer viernes');
    expect(repeatLabelIn('fr', 'monthly-date', '2026-12-01')).toBe('Chaque mois le 1er');
    expect(repeatLabelIn('fr', 'none', '')).toBe('Ne se répète pas');
    const summary = describeMembershipIn('es', { premiumUntil: new Date('2026-12-05T17:00:00Z'), subscriptionStatus: 'active' });
    expect(summary).toEqual({ status: 'Activa', until: 'Premium está activo hasta el sábado, 5 de diciembre de 2026.' });
    const stopping = { premiumUntil: null, subscriptionStatus: 'active', subscriptionCancelsAt: new Date('2026-12-05T17:00:00Z') };
    expect(describeMembershipIn('en', stopping)).toEqual({
      status: 'Cancelled',
      until: 'Premium stays active until Saturday, December 5, 2026, the end of the period you paid for, and will not renew.',
    });
    expect(describeMembershipIn('fr', { premiumUntil: null, subscriptionStatus: 'unpaid' }).status).toBe('Paiement dû');
  });

  it('says the server\'s refusals from their keys, the videos\' "Title: description" ones too', () => {
    expect(PHOTO_MESSAGES.tooLarge.in('es')).toBe('Las fotos deben pesar menos de 10 MB.');
    expect(VIDEO_MESSAGES.tooLarge.in('fr')).toBe('Fichier trop volumineux\u00a0: Les fichiers vidéo doivent faire moins de 50 Mo.');
    expect(VIDEO_MESSAGES.tooLarge.in('es')).toBe('Archivo demasiado grande: Los archivos de video deben pesar menos de 50 MB.');
    expect(UPLOAD_CENTER_MESSAGES.pageFull.in('en')).toBe(
      'Your business page shows at most 12 uploads at a time. Delete one, or wait until one ends, before paying for another.',
    );
  });
});
