/**
 * Photos and videos with real storage: files checked by their bytes, size-limited, photos made
 * web-sized without their location, stored under UPLOADS_DIR and served at /files/ to those
 * allowed; only the owner of the business (or an admin) uploads or deletes; a refusal or a
 * failed write leaves nothing behind.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as schema from '#db/schema.ts';
import { POST as uploadPhotoApi } from '#pages/api/business-photos/index.ts';
import { DELETE as deletePhotoApi } from '#pages/api/business-photos/[id].ts';
import { GET as videosApi, POST as uploadVideoApi } from '#pages/api/businesses/[id]/videos/index.ts';
import { DELETE as deleteVideoApi } from '#pages/api/businesses/[id]/videos/[videoId].ts';
import { server } from '#actions/index.ts';
import { sniffFile } from '#lib/server/media/file-kinds.ts';
import { stripImageMetadata, stripJpeg, stripPng } from '#lib/server/media/strip-metadata.ts';
import { mp4DurationSeconds } from '#lib/server/media/video-duration.ts';
import { storeThenWrite } from '#lib/server/media/stored-files.ts';
import { serveStoredFile } from '#lib/server/media/serve-file.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { fileSizeIn } from '#lib/i18n/localized/media.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { insertPremiumPlan } from '../helpers/premium-plan.ts';
import { VIDEO_MESSAGES } from '#lib/server/media/videos.ts';
import * as m from '#paraglide/messages.js';
import { fileOf, gifWithXmp, imageWithLocation, jpegWithLocation, pngWithText, tinyMp4 } from '../helpers/files.ts';

/** The business dashboard's actions, as islands call them (actions.owner.*). */
const ownerActions = server.owner;

const JSON_ACCEPT = { accept: 'application/json' };

describe('files checked by their bytes', () => {
  it('knows images, videos and documents whatever their names, and nothing else', async () => {
    expect(await sniffFile(await jpegWithLocation(20, 20))).toEqual({ kind: 'image', ext: 'jpg', mime: 'image/jpeg' });
    expect(await sniffFile(tinyMp4(10))).toEqual({ kind: 'video', ext: 'mp4', mime: 'video/mp4' });
    expect((await sniffFile(tinyMp4(10, 'qt  ')))?.ext).toBe('mov');
    expect(await sniffFile(new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj'))).toMatchObject({
      kind: 'document',
      ext: 'pdf',
    });
    expect(await sniffFile(new TextEncoder().encode('just some text pretending to be a photo'))).toBeNull();
    expect(await sniffFile(new Uint8Array(0))).toBeNull();
  });

  it("drops a JPEG's EXIF (its location) and a PNG's text, keeping the picture", async () => {
    const jpeg = await jpegWithLocation(64, 48);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const clean = stripJpeg(jpeg);
    const meta = await sharp(clean).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 48]);
    const png = stripPng(await pngWithText());
    expect((await sharp(png).metadata()).width).toBe(40);
    expect(new TextDecoder('latin1').decode(png)).not.toMatch(/tEXt|eXIf/);
  });

  it("drops the location of a JPEG, PNG, WebP or GIF, keeping the picture and a JPEG's orientation", async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const sent = await imageWithLocation(format);
      expect((await sharp(sent).metadata()).exif, format).toBeDefined();
      const clean = stripImageMetadata(sent, format === 'jpeg' ? 'jpg' : format)!;
      const meta = await sharp(clean).metadata();
      expect([meta.format, meta.width, meta.height], format).toEqual([format, 60, 40]);
      expect(new TextDecoder('latin1').decode(clean), format).not.toMatch(/Test|GPS/);
      // Only a JPEG keeps a small EXIF: its orientation, nothing else.
      if (format === 'jpeg') expect([meta.orientation, meta.exif?.length]).toEqual([6, 32]);
      else expect(meta.exif, format).toBeUndefined();
      await sharp(clean).raw().toBuffer();
    }
    const gif = await gifWithXmp();
    const clean = stripImageMetadata(gif, 'gif')!;
    expect(new TextDecoder('latin1').decode(gif)).toMatch(/XMP DataXMP/);
    expect(new TextDecoder('latin1').decode(clean)).not.toMatch(/XMP|GPS/);
    expect((await sharp(clean).metadata()).width).toBe(30);
    await sharp(clean).raw().toBuffer();
    // What cannot be read is refused, not stored as sent.
    expect(stripImageMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2]), 'jpg')).toBeNull();
    expect(stripImageMetadata(gif.subarray(0, gif.length - 8), 'gif')).toBeNull();
  });

  it("reads a video's length from an MP4 or MOV, and sizes as the upload center writes them", () => {
    expect(mp4DurationSeconds(tinyMp4(95))).toBe(95);
    expect(mp4DurationSeconds(tinyMp4(7, 'qt  '))).toBe(7);
    expect(mp4DurationSeconds(new Uint8Array([1, 2, 3]))).toBeNull();
    expect([80, 2048, 5 * 1024 * 1024 + 200_000, 3 * 1024 ** 3].map((bytes) => fileSizeIn('en', bytes))).toEqual([
      '80 Bytes',
      '2 KB',
      '5.2 MB',
      '3 GB',
    ]);
  });
});

describe('photos and videos of a business', async () => {
  const { db, path } = await useFreshDatabase();
  await insertPremiumPlan(db);
  const uploads = `${path}-uploads`;
  const board = await createBoard(db, { number: 10 });
  const category = await createCategory(db);
  const cafe = await createBusiness(db, { name: 'Test Photo Cafe', communityBoardId: board.id, categoryId: category.id });
  const hall = await createBusiness(db, {
    name: 'Test Premium Hall',
    communityBoardId: board.id,
    categoryId: category.id,
    isPremium: true,
  });
  const owner = await storeAccount(db, 'business_owner', { businessId: cafe.id });
  const hallOwner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const member = await storeAccount(db, 'user');
  const premiumMember = await storeAccount(db, 'user', { isPremium: true });
  const storedFiles = (folder: string, businessId: number) =>
    existsSync(join(uploads, folder, String(businessId))) ? readdirSync(join(uploads, folder, String(businessId))) : [];

  const sendPhoto = (fields: Record<string, string | File>, user: SessionUser | null, headers: Record<string, string> = JSON_ACCEPT) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return callApi(uploadPhotoApi, '/api/business-photos', {}, { method: 'POST', user, multipart: form, headers });
  };
  const serve = (url: string, user: SessionUser | null, headers: Record<string, string> = {}, locale?: Locale) =>
    serveStoredFile(db, new Request(`http://localhost${url}`, { headers }), url.replace('/files/', ''), user, locale);

  it('stores a photo web-sized, without its location, and serves it to anyone', async () => {
    const answer = await sendPhoto(
      { businessId: String(cafe.id), caption: 'The counter', file: fileOf(await jpegWithLocation(), 'IMG_0001.JPG', 'image/jpeg') },
      owner,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Photo uploaded successfully');
    expect(answer.body.photo).toMatchObject({
      businessId: cafe.id,
      caption: 'The counter',
      altText: 'The counter',
      isPrimary: true,
      url: expect.stringMatching(/^\/files\/photos\/\d+\/[0-9a-f-]{36}\.webp$/),
    });
    const served = await serve(answer.body.photo.url, null);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1600, undefined]);
    // The second photo is not primary.
    const second = await sendPhoto({ businessId: String(cafe.id), file: fileOf(await pngWithText(), 'b.png') }, owner);
    expect(second.body.photo.isPrimary).toBe(false);
  });

  it('refuses files that lie, are empty, too large or missing, and another owner, storing nothing', async () => {
    const before = storedFiles('photos', cafe.id).length;
    const lying = await sendPhoto({ businessId: String(cafe.id), file: fileOf('<?php echo 1; ?>', 'holiday.jpg', 'image/jpeg') }, owner);
    expect(lying.status).toBe(415);
    expect(lying.body.errors).toEqual({ file: 'Please upload an image file (JPEG, PNG, WebP or GIF).' });
    expect((await sendPhoto({ businessId: String(cafe.id), file: fileOf(new Uint8Array(0), 'empty.jpg') }, owner)).body.errors).toEqual({
      file: 'The photo is empty. Please choose another file.',
    });
    expect((await sendPhoto({ businessId: String(cafe.id) }, owner)).body.errors).toEqual({
      file: 'No file selected – Please select a photo to upload',
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await jpegWithLocation(10, 10));
    expect((await sendPhoto({ businessId: String(cafe.id), file: fileOf(big, 'huge.jpg') }, owner)).status).toBe(413);
    expect(
      (await sendPhoto({ businessId: String(cafe.id), file: fileOf(await jpegWithLocation(20, 20), 'x.jpg') }, hallOwner)).status,
    ).toBe(403);
    expect((await sendPhoto({ businessId: String(cafe.id), file: fileOf(await jpegWithLocation(20, 20), 'x.jpg') }, member)).status).toBe(
      403,
    );
    expect((await sendPhoto({ businessId: String(cafe.id), file: fileOf(await jpegWithLocation(20, 20), 'x.jpg') }, null)).status).toBe(
      401,
    );
    // An admin must say which business; a bad id is explained, not a failure.
    const admin = await storeAccount(db, 'admin');
    expect((await sendPhoto({ businessId: 'abc', file: fileOf(await jpegWithLocation(20, 20), 'x.jpg') }, admin)).body.errors).toEqual({
      businessId: 'Choose the business this photo is for.',
    });
    expect(storedFiles('photos', cafe.id).length).toBe(before);
  });

  it('answers a plain form post (no JavaScript) with a redirect back and a notice', async () => {
    const answer = await sendPhoto(
      { businessId: String(cafe.id), next: '/business-dashboard?tab=media', file: fileOf('nope', 'x.jpg') },
      owner,
      { accept: 'text/html' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/business-dashboard?tab=media');
    expect(JSON.parse(answer.cookies.get('harlem_flash')!)).toMatchObject({
      title: 'Upload failed',
      description: 'Please upload an image file (JPEG, PNG, WebP or GIF).',
    });
  });

  it('says its answers in the page’s language from message keys, English byte for byte', async () => {
    const inPage = (locale: 'en' | 'es' | 'fr') => ({ ...JSON_ACCEPT, 'x-page-locale': locale });
    const lying = { businessId: String(cafe.id), file: fileOf('<?php echo 1; ?>', 'holiday.jpg', 'image/jpeg') };
    expect((await sendPhoto(lying, owner, inPage('en'))).body).toMatchObject({
      message: 'Please upload an image file (JPEG, PNG, WebP or GIF).',
      errors: { file: 'Please upload an image file (JPEG, PNG, WebP or GIF).' },
    });
    expect((await sendPhoto(lying, owner, inPage('es'))).body.errors).toEqual({ file: m.media_photo_not_image({}, { locale: 'es' }) });
    expect((await sendPhoto(lying, owner, inPage('fr'))).body.errors).toEqual({ file: m.media_photo_not_image({}, { locale: 'fr' }) });
    expect(m.media_photo_not_image({}, { locale: 'es' })).not.toBe('Please upload an image file (JPEG, PNG, WebP or GIF).');
    // Another owner's business: the guard's refusal and its title, in the page's language.
    const other = await sendPhoto(
      { businessId: String(cafe.id), file: fileOf(await jpegWithLocation(20, 20), 'x.jpg') },
      hallOwner,
      inPage('es'),
    );
    expect([other.status, other.body.message]).toEqual([403, 'Solo puedes administrar tu propio negocio.']);
    // A plain form post goes back with the notice in the page's language.
    const plain = await sendPhoto({ ...lying, next: '/fr/business-dashboard?tab=media' }, owner, { accept: 'text/html' });
    expect(JSON.parse(plain.cookies.get('harlem_flash')!)).toMatchObject({
      title: m.media_upload_failed({}, { locale: 'fr' }),
      description: m.media_photo_not_image({}, { locale: 'fr' }),
    });
    const stored = await sendPhoto({ businessId: String(hall.id), file: fileOf(await pngWithText(), 'c.png') }, hallOwner, inPage('fr'));
    expect([stored.status, stored.body.message]).toEqual([201, m.media_photo_uploaded({}, { locale: 'fr' })]);
    // The videos' "Title: description" messages, with French spacing before the colon.
    const video = (locale: 'en' | 'fr') => {
      const form = new FormData();
      form.set('title', 'x'.repeat(121));
      return callApi(
        uploadVideoApi,
        `/api/businesses/${hall.id}/videos`,
        { id: String(hall.id) },
        { method: 'POST', user: hallOwner, multipart: form, headers: inPage(locale) },
      );
    };
    expect((await video('en')).body.errors).toEqual({ title: 'Title must be at most 120 characters' });
    expect((await video('fr')).body.errors).toEqual({ title: m.media_video_title_long({}, { locale: 'fr' }) });
    expect(VIDEO_MESSAGES.notVideo.in('fr')).toBe(
      `${m.media_video_invalid_title({}, { locale: 'fr' })}\u00a0: ${m.media_video_invalid({}, { locale: 'fr' })}`,
    );
    expect(VIDEO_MESSAGES.notVideo.in('es')).toBe(
      `${m.media_video_invalid_title({}, { locale: 'es' })}: ${m.media_video_invalid({}, { locale: 'es' })}`,
    );
  });

  it('deletes a photo with its file, for its owner only', async () => {
    const [photo] = await db.select().from(schema.businessPhotos).where(eq(schema.businessPhotos.businessId, cafe.id)).limit(1);
    const file = photo.url.split('/').pop()!;
    expect(
      (await callApi(deletePhotoApi, `/api/business-photos/${photo.id}`, { id: String(photo.id) }, { method: 'DELETE', user: hallOwner }))
        .status,
    ).toBe(403);
    expect(storedFiles('photos', cafe.id)).toContain(file);
    const deleted = await callApi(
      deletePhotoApi,
      `/api/business-photos/${photo.id}`,
      { id: String(photo.id) },
      { method: 'DELETE', user: owner },
    );
    expect(deleted.body.message).toBe('Photo deleted');
    expect(storedFiles('photos', cafe.id)).not.toContain(file);
    // The other photo became the primary one.
    expect(
      (await db.select().from(schema.businessPhotos).where(eq(schema.businessPhotos.businessId, cafe.id))).map((row) => row.isPrimary),
    ).toEqual([true]);
    expect((await serve(photo.url, owner)).status).toBe(404);
  });

  it("stores a video with its length, serves byte ranges, and keeps a premium business's tours for premium members", async () => {
    const form = new FormData();
    form.set('title', 'A walk through the hall');
    form.set('file', fileOf(tinyMp4(95), 'tour.mp4', 'video/mp4'));
    form.set('thumbnail', fileOf(await jpegWithLocation(320, 180), 'thumbnail.jpg'));
    const answer = await callApi(
      uploadVideoApi,
      `/api/businesses/${hall.id}/videos`,
      { id: String(hall.id) },
      { method: 'POST', user: hallOwner, multipart: form, headers: JSON_ACCEPT },
    );
    expect(answer.status).toBe(201);
    const video = answer.body.video;
    expect(video).toMatchObject({
      title: 'A walk through the hall',
      duration: 95,
      videoUrl: expect.stringMatching(/^\/files\/videos\/\d+\/.+\.mp4$/),
      thumbnailUrl: expect.stringMatching(/-thumb\.webp$/),
    });
    // Premium business: the address only for premium members, the owner and admins.
    const anonymous = await callApi(videosApi, `/api/businesses/${hall.id}/videos`, { id: String(hall.id) }, { user: null });
    expect(anonymous.body[0]).toMatchObject({ title: 'A walk through the hall', videoUrl: null, locked: true, duration: 95 });
    expect(
      (await callApi(videosApi, `/api/businesses/${hall.id}/videos`, { id: String(hall.id) }, { user: premiumMember })).body[0].videoUrl,
    ).toBe(video.videoUrl);
    const locked = await serve(video.videoUrl, member);
    expect(locked.status).toBe(403);
    const lockedPage = await locked.text();
    expect(lockedPage).toContain('<h1>Access Denied</h1><p>Video tours of premium listings are for premium members.</p>');
    expect(lockedPage).toContain('<a href="/premium">See premium membership</a>');
    // In the visitor's language (files have one address: the route finds it, http/visitor-locale.ts).
    const lockedEs = await (await serve(video.videoUrl, member, {}, 'es')).text();
    expect(lockedEs).toContain('<html lang="es">');
    expect(lockedEs).toContain('<h1>Acceso denegado</h1><p>Los recorridos en video de los negocios premium son para miembros premium.</p>');
    expect(lockedEs).toContain('<a href="/es/premium">Ver la membresía premium</a>');
    expect((await serve(video.thumbnailUrl, null)).status).toBe(200);
    const part = await serve(video.videoUrl, premiumMember, { range: 'bytes=0-15' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-15\/\d+$/);
    expect(new Uint8Array(await part.arrayBuffer()).length).toBe(16);
    // A range past the end is 416, never a failure.
    const past = await serve(video.videoUrl, premiumMember, { range: 'bytes=999999999-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });

  it('refuses a file that is not a video, a missing title, and takes a link instead of a file', async () => {
    const send = (fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return callApi(
        uploadVideoApi,
        `/api/businesses/${cafe.id}/videos`,
        { id: String(cafe.id) },
        { method: 'POST', user: owner, multipart: form, headers: JSON_ACCEPT },
      );
    };
    const before = storedFiles('videos', cafe.id).length;
    // A basic listing adds no video tours; a plan that includes them does (listing-plan-features.test.ts has the rule).
    const basic = await send({ title: 'Tour', file: fileOf(tinyMp4(10), 'tour.mp4', 'video/mp4') });
    expect([basic.status, basic.body.message]).toEqual([
      403,
      'Video tours are a listing plan feature. Choose a listing plan with video tours to add videos.',
    ]);
    const [plan] = await db
      .insert(schema.listingPlans)
      .values({ slug: 'media-test-video', name: 'Video Test', priceCents: 100, durationDays: 30, priority: 1, videoIncluded: true })
      .returning();
    await db.insert(schema.businessListingPayments).values({
      businessId: cafe.id,
      listingPlanId: plan.id,
      planType: plan.slug,
      amountCents: 100,
      status: 'paid',
      paidAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const fake = await send({ title: 'Fake', file: fileOf('not a video', 'clip.mp4', 'video/mp4') });
    expect([fake.status, fake.body.errors]).toEqual([415, { file: 'Invalid File: Please upload a video file.' }]);
    expect((await send({ title: '', videoUrl: '' })).body.errors).toEqual({
      title: 'Missing Information: Please provide at least a title and video URL.',
    });
    expect(storedFiles('videos', cafe.id).length).toBe(before);
    const linked = await callApi(
      uploadVideoApi,
      `/api/businesses/${cafe.id}/videos`,
      { id: String(cafe.id) },
      { method: 'POST', user: owner, json: { title: 'On our channel', videoUrl: 'https://video.example/watch/123', duration: 61 } },
    );
    expect(linked.status).toBe(201);
    expect(linked.body.video).toMatchObject({ videoUrl: 'https://video.example/watch/123', duration: 61 });
    // Its plan makes them video tours, for premium members.
    expect((await callApi(videosApi, `/api/businesses/${cafe.id}/videos`, { id: String(cafe.id) }, { user: null })).body[0]).toMatchObject({
      videoUrl: null,
      locked: true,
    });
    expect(
      (await callApi(videosApi, `/api/businesses/${cafe.id}/videos`, { id: String(cafe.id) }, { user: premiumMember })).body[0].videoUrl,
    ).toBe('https://video.example/watch/123');
    // Deleting: another owner is refused; the owner's action removes it.
    const id = linked.body.video.id;
    expect(
      (
        await callApi(
          deleteVideoApi,
          `/api/businesses/${cafe.id}/videos/${id}`,
          { id: String(cafe.id), videoId: String(id) },
          { method: 'DELETE', user: hallOwner },
        )
      ).status,
    ).toBe(403);
    const removed = await callAction(
      ownerActions.deleteVideo,
      { businessId: String(cafe.id), id: String(id), next: '/business-dashboard?tab=media' },
      { user: owner },
    );
    expect(removed.error).toBeUndefined();
    expect(await db.select().from(schema.businessVideos).where(eq(schema.businessVideos.id, id))).toEqual([]);
  });

  it('removes stored files again when the row cannot be written', async () => {
    const key = `photos/${cafe.id}/00000000-0000-4000-8000-000000000000.webp`;
    await expect(
      storeThenWrite([{ key, bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' }], async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(storedFiles('photos', cafe.id)).not.toContain('00000000-0000-4000-8000-000000000000.webp');
  });
});
