/**
 * The guide's generated artwork (issue 35): until an owner uploads photos, each seed business and
 * each seed event has an illustration of its own, drawn at build time by `npm run images` into
 * public/images/art; one added since is drawn on request by the same functions at /art/business/ID.svg
 * or /art/event/ID.svg (nothing is written at run time, so Workers serve it too). An image at these
 * addresses is an illustration, never a photograph, and its alternative text says so.
 */
export const ARTWORK_PREFIX = '/images/art/';
/** Where artwork drawn on request lives. */
export const DRAWN_ARTWORK_PREFIX = '/art/';
/** The drawing's own version: raise it when draw.ts changes, so browsers fetch the new pictures. */
export const ARTWORK_VERSION = 1;

/** The version of a record's drawn artwork: the drawing's and the record's last change (its name, category or board may have changed). */
export const artworkVersion = (updatedAt: Date | number) =>
  `${ARTWORK_VERSION}.${typeof updatedAt === 'number' ? updatedAt : updatedAt.getTime()}`;

/** The address of the artwork drawn on request for a business or event without a picture, keyed by its version (cached for a year). */
export const drawnArtworkUrl = (kind: 'business' | 'event', id: number, version: string) =>
  `${DRAWN_ARTWORK_PREFIX}${kind}/${id}.svg?v=${version}`;

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
export const isArtwork = (url: string | null | undefined): boolean => Boolean(url?.startsWith(ARTWORK_PREFIX) || isDrawnArtwork(url));

/** Whether an image address is artwork drawn on request: not a picture anyone chose, so edit forms show no address for it. */
export const isDrawnArtwork = (url: string | null | undefined): boolean => Boolean(url?.startsWith(DRAWN_ARTWORK_PREFIX));

/** The address an edit form shows for a picture: the one someone gave, never the drawn artwork's. */
export const chosenImageUrl = (url: string | null | undefined): string => (url && !isDrawnArtwork(url) ? url : '');

/** The artwork without the name drawn into it, for a header that writes the name over it; any other image as it is. */
export const withoutName = (url: string): string => (isArtwork(url) ? `${url}#plain` : url);
