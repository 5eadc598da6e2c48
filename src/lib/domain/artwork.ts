/**
 * The guide's generated artwork (issue 35): until an owner uploads photos, each seed business and
 * each seed event has an illustration of its own, drawn at build time by `npm run images` into
 * public/images/art. An image at these addresses is an illustration, never a photograph, and its
 * alternative text says so.
 */
export const ARTWORK_PREFIX = '/images/art/';

/** "Strivers' Row" → "strivers-row": the file name of a seed business's or event's artwork. */
export const artworkSlug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The address of a seed business's or event's artwork. */
export const artworkUrl = (kind: 'businesses' | 'events', name: string) => `${ARTWORK_PREFIX}${kind}/${artworkSlug(name)}.svg`;

/** Whether an image address is the guide's generated artwork (so its alt text says "Illustration"). */
export const isArtwork = (url: string | null | undefined): boolean => Boolean(url?.startsWith(ARTWORK_PREFIX));

/** The artwork without the name drawn into it, for a header that writes the name over it; any other image as it is. */
export const withoutName = (url: string): string => (isArtwork(url) ? `${url}#plain` : url);
