/** The settings, upload center and gallery words that are not plain messages, in each language (decision 024). */
import { describe, expect, it } from 'vitest';
import {
  dateTimeIn,
  describeMembershipIn,
  fileSizeIn,
  repeatLabelIn,
  uploadStatusIn,
  uploadTierIn,
  wholePriceIn,
} from '#lib/domain/localized-media.ts';
import { PHOTO_MESSAGES } from '#lib/server/media/photos.ts';
import { VIDEO_MESSAGES } from '#lib/server/media/videos.ts';
import { UPLOAD_CENTER_MESSAGES } from '#lib/schemas/upload-messages.ts';

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

  it("writes sizes, dates, prices and tiers the language's way", () => {
    expect(fileSizeIn('fr', 1536)).toBe('1,5\u00a0Ko');
    expect(fileSizeIn('es', 200)).toBe('200\u00a0bytes');
    expect(dateTimeIn('fr', new Date('2026-11-21T14:05:00Z'))).toBe('21 nov. 2026, 9:05');
    expect(uploadTierIn('fr', 'premium')).toBe('Premium');
    expect(uploadTierIn('es', 'professional')).toBe('Profesional');
    expect(uploadStatusIn('fr', 'refunded')).toBe('Remboursé');
    expect(wholePriceIn('fr', 2900)).toMatch(/^29\s\$/);
  });

  it('words repeat choices and the membership in the language', () => {
    expect(repeatLabelIn('es', 'monthly-weekday', '2026-12-04')).toBe('Cada mes el primer viernes');
    expect(repeatLabelIn('fr', 'monthly-date', '2026-12-01')).toBe('Chaque mois le 1er');
    expect(repeatLabelIn('fr', 'none', '')).toBe('Ne se répète pas');
    const summary = describeMembershipIn('es', { premiumUntil: new Date('2026-12-05T17:00:00Z'), subscriptionStatus: 'active' });
    expect(summary).toEqual({ status: 'Activa', until: 'Premium está activo hasta el sábado, 5 de diciembre de 2026.' });
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
