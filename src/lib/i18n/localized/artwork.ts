/**
 * The alternative text of a business's or an event's picture: the guide's generated artwork says
 * it is an illustration and of what ("Illustration: Sylvia's — Restaurants, Central Harlem"), in
 * the page's language; a photo an owner chose keeps the empty text of a picture beside its name.
 */
import type { Locale } from '#lib/i18n/locales.ts';
import { isArtwork } from '#lib/domain/artwork.ts';
import { media_artwork_alt, media_artwork_event_alt } from '#paraglide/messages.js';

export function businessImageAlt(
  locale: Locale,
  url: string | null | undefined,
  business: { name: string; category: string; board: string },
): string {
  return isArtwork(url) ? media_artwork_alt(business, { locale }) : '';
}

export function eventImageAlt(locale: Locale, url: string | null | undefined, title: string): string {
  return isArtwork(url) ? media_artwork_event_alt({ title }, { locale }) : '';
}
