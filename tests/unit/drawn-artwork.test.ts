/**
 * Artwork for businesses and events added after the seed (issue 35): each gets a picture of its
 * own, drawn on request from the record (no file written), at an address keyed by its version so
 * browsers keep it a year, with alternative text that says it is an illustration, in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events as eventsTable, businesses as businessesTable } from '#db/schema.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { getBusiness } from '#lib/server/businesses/businesses.ts';
import { getEvent } from '#lib/server/events/events.ts';
import { drawnArtworkResponse } from '#lib/server/artwork/drawn-artwork.ts';
import { businessImageAlt, eventImageAlt } from '#lib/i18n/localized/artwork.ts';
import { chosenImageUrl } from '#lib/domain/artwork.ts';
import { drawArtwork } from '#lib/domain/artwork/draw.ts';

const { db } = await useFreshDatabase();

/** Fetches a picture address the way a browser would, from the route's own handler. */
async function fetchPicture(address: string) {
  const url = new URL(address, 'http://localhost');
  const [, , kind, file] = url.pathname.split('/');
  const response = await drawnArtworkResponse(kind as 'business' | 'event', file.replace(/\.svg$/, ''), url, db);
  const body = await response.text();
  // The drawn name, its lines joined.
  const text = body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return { response, body, text };
}

describe('artwork drawn for what the seed did not draw', () => {
  it('gives two new businesses of one category and board different pictures, each naming it, kept a year at its version', async () => {
    const board = await createBoard(db, { number: 10 });
    const category = await createCategory(db, { icon: 'cup' });
    const first = await createBusiness(db, {
      name: 'Lenox Corner Cafe',
      communityBoardId: board.id,
      categoryId: category.id,
      imageUrl: null,
    });
    const second = await createBusiness(db, {
      name: 'Lenox Corner Bakery',
      communityBoardId: board.id,
      categoryId: category.id,
      imageUrl: null,
    });
    const [a, b] = [(await getBusiness(db, first.id))!, (await getBusiness(db, second.id))!];
    expect(a.imageUrl).toMatch(new RegExp(`^/art/business/${first.id}\\.svg\\?v=1\\.\\d+$`));
    expect(b.imageUrl).toMatch(new RegExp(`^/art/business/${second.id}\\.svg\\?v=1\\.\\d+$`));
    const [pictureA, pictureB] = [await fetchPicture(a.imageUrl!), await fetchPicture(b.imageUrl!)];
    for (const { response } of [pictureA, pictureB]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(pictureA.text).toContain('Lenox Corner Cafe');
    expect(pictureB.text).toContain('Lenox Corner Bakery');
    expect(pictureA.body).not.toBe(pictureB.body);
    // Said in the page's language as an illustration of the business.
    const subject = { name: a.name, category: 'Cafes', board: 'Central Harlem' };
    expect(businessImageAlt('en', a.imageUrl, subject)).toMatch(/^Illustration: Lenox Corner Cafe/);
    expect(businessImageAlt('es', a.imageUrl, subject)).toMatch(/^Ilustración: Lenox Corner Cafe/);

    // An edit form shows no address for the drawing (saving it would store the drawing's address as the owner's picture).
    expect([chosenImageUrl(a.imageUrl), chosenImageUrl('/files/photos/1/a.webp'), chosenImageUrl(null)]).toEqual([
      '',
      '/files/photos/1/a.webp',
      '',
    ]);

    // Renamed: a new address, so no browser keeps the old picture; an old address is kept only minutes.
    await db
      .update(businessesTable)
      .set({ name: 'Lenox Corner Coffee', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(businessesTable.id, first.id));
    const renamed = (await getBusiness(db, first.id))!;
    expect(renamed.imageUrl).not.toBe(a.imageUrl);
    expect((await fetchPicture(renamed.imageUrl!)).text).toContain('Lenox Corner Coffee');
    expect((await fetchPicture(a.imageUrl!)).response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('draws a business whose name or pictogram is a word every object knows (valueOf, __proto__) like any other', () => {
    for (const name of ['valueOf', 'hasOwnProperty', '__proto__', 'constructor', 'toString']) {
      const svg = drawArtwork({ name, emblem: name, board: 10 });
      expect(svg).toContain(name);
      expect(svg).not.toContain('[object');
    }
  });

  it('keeps an uploaded picture, draws a new event as a ticket, and answers 404 for no active record', async () => {
    const board = await createBoard(db, { number: 11 });
    const category = await createCategory(db, { icon: 'music' });
    const photographed = await createBusiness(db, {
      communityBoardId: board.id,
      categoryId: category.id,
      imageUrl: '/files/photos/1/front.webp',
    });
    expect((await getBusiness(db, photographed.id))!.imageUrl).toBe('/files/photos/1/front.webp');

    const event = await createEvent(db, { title: 'Stoop Jazz Night', businessId: photographed.id, communityBoardId: board.id });
    const view = (await getEvent(db, event.id))!;
    expect(view.imageUrl).toMatch(new RegExp(`^/art/event/${event.id}\\.svg\\?v=1\\.\\d+$`));
    const picture = await fetchPicture(view.imageUrl!);
    expect(picture.response.status).toBe(200);
    expect(picture.text).toContain('Stoop Jazz Night');
    expect(picture.body).toContain('stroke-dasharray');
    expect(eventImageAlt('fr', view.imageUrl, view.title)).toContain('Stoop Jazz Night');

    await db.update(eventsTable).set({ isActive: false }).where(eq(eventsTable.id, event.id));
    for (const address of [`/art/event/${event.id}.svg`, '/art/business/999999.svg', '/art/business/01.svg', '/art/business/abc.svg']) {
      const { response, body } = await fetchPicture(address);
      expect(response.status, address).toBe(404);
      expect(body).toBe('Picture not found');
    }
  });
});
