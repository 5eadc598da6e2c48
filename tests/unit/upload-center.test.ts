/**
 * What a paid upload gets (issue 31, item 7), end to end against the local test checkout: paid,
 * it waits for the admin's review (shown nowhere) and the payer gets one receipt in their
 * language; published, it shows on its business's page to every visitor for its tier's days,
 * and the two top tiers take turns in the home page's spotlight for theirs, exactly as the
 * upload center lists each tier; refused, the owner is told why and refunded in full through
 * Stripe and its webhook. Decisions happen once; a page never shows more than 12.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as schema from '#db/schema.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { useLocalCheckout } from '../helpers/local-checkout.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { fileOf, jpegWithLocation, tinyMp4 } from '../helpers/files.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { server } from '#actions/index.ts';
import { POST as uploadRoute } from '#pages/api/business-uploads/index.ts';
import { POST as uploadPaymentRoute } from '#pages/api/business-uploads/[id]/payment.ts';
import { getBusinessPage } from '#lib/server/businesses/business-page.ts';
import { getHomePage } from '#lib/server/content/home.ts';
import { loadModerationTab } from '#lib/server/admin/moderation.ts';
import { loadPaymentsTab } from '#lib/server/admin/admin-payments.ts';
import { serveStoredFile } from '#lib/server/media/serve-file.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { storeLanguage } from '#lib/server/preferences/language.ts';
import { UPLOAD_TIER_PLACEMENT, UPLOADS_SHOWN_MAX, uploadTierFeatures, type UploadTier } from '#lib/domain/upload-tiers.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';

const DAY = 24 * 60 * 60 * 1000;
const { db } = await useFreshDatabase();
const checkout = useLocalCheckout('upload_center');
const board = await createBoard(db, { number: 10 });
const category = await createCategory(db);

async function ownedBusiness(name: string) {
  const business = await createBusiness(db, { name, communityBoardId: board.id, categoryId: category.id });
  const owner = await storeAccount(db, 'business_owner', { businessId: business.id });
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, business.id));
  return { business, owner };
}

const pdf = () => fileOf('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n', 'menu.pdf', 'application/pdf');

async function upload(owner: SessionUser, tier: UploadTier, file: File = pdf(), title = `A ${tier} menu`) {
  const form = new FormData();
  form.set('title', title);
  form.set('description', 'Our spring dishes.');
  form.set('tier', tier);
  form.set('file', file);
  const created = await callApi(
    uploadRoute,
    '/api/business-uploads',
    {},
    { method: 'POST', user: owner, multipart: form, headers: { accept: 'application/json' } },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.upload as { id: number; businessId: number; fileUrl: string; fileType: string };
}

async function startPayment(owner: SessionUser, uploadId: number) {
  return callApi(
    uploadPaymentRoute,
    `/api/business-uploads/${uploadId}/payment`,
    { id: String(uploadId) },
    { method: 'POST', user: owner, json: {} },
  );
}

/** Uploads and pays: returns the upload and the events Checkout produced (already delivered once). */
async function paidUpload(owner: SessionUser, tier: UploadTier, file?: File) {
  const created = await upload(owner, tier, file);
  const started = await startPayment(owner, created.id);
  expect(started.status).toBe(201);
  const events = await checkout.pay(started.body.checkoutUrl);
  await checkout.deliver(events);
  return { upload: created, events };
}

const row = async (id: number) => (await db.select().from(schema.businessUploads).where(eq(schema.businessUploads.id, id)))[0];
const mails = (to: string, kind: string) =>
  db
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.toAddress, to), eq(schema.mailOutbox.kind, kind)));
const serve = (url: string, user: SessionUser | null, locale?: Locale) =>
  serveStoredFile(db, new Request(`http://localhost${url}`), url.replace('/files/', ''), user, locale);
const showcaseIds = async (businessId: number, now = new Date()) =>
  (await getBusinessPage(db, businessId, now))!.showcase.map((item) => item.id);
const spotlightIds = async (now = new Date()) =>
  (await getHomePage(db, { board: null, category: null }, now)).spotlight.map((item) => item.id);
const admin = await storeAccount(db, 'admin');
const decide = (uploadId: number, decision: 'publish' | 'refuse', reason = '', user: SessionUser = admin) =>
  callAction(server.admin.decideUpload, { uploadId: String(uploadId), decision, reason }, { user });

describe('a paid upload', () => {
  it('waits for review, shown nowhere, and its payer gets one receipt in their language', async () => {
    const { business, owner } = await ownedBusiness('Receipt Test Kitchen');
    await storeLanguage(db, owner.id, 'es');
    const { upload: created, events } = await paidUpload(owner, 'premium');
    // Delivered again, and a second completion event: still one receipt.
    await checkout.deliver(events);
    expect(await row(created.id)).toMatchObject({ status: 'in_review', priceCents: 7900 });
    const receipts = await mails(owner.email, 'upload_payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Recibo: carga Premium para Receipt Test Kitchen');
    expect(receipts[0].textBody).toContain(`Recibo: carga n.º ${created.id}, ${formatPriceIn('es', 7900)}, pagada el`);
    expect(receipts[0].textBody).toContain('/es/business-uploads');
    // Not on the page, not public, but in the admin's queue with its tier.
    expect(await showcaseIds(business.id)).toEqual([]);
    const refused = await serve(created.fileUrl, null);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<h1>Access Denied</h1><p>Only the business owner can open this file.</p>');
    expect(await (await serve(created.fileUrl, null, 'fr')).text()).toContain(
      '<h1>Accès refusé</h1><p>Seul le propriétaire de l’établissement peut ouvrir ce fichier.</p>',
    );
    expect((await loadModerationTab(db)).uploads.find((item) => item.id === created.id)).toMatchObject({
      tier: 'premium',
      priceCents: 7900,
      business: { id: business.id, name: 'Receipt Test Kitchen' },
    });
    expect((await loadPaymentsTab(db, { kind: 'upload', page: 1 })).list.rows.find((item) => item.id === created.id)).toMatchObject({
      status: 'paid',
      refundable: true,
    });
  });

  it.each((['basic', 'premium', 'professional', 'enterprise'] as const).map((tier) => [tier]))(
    'in the %s tier gets exactly what the upload center lists for it once published',
    async (tier) => {
      const { business, owner } = await ownedBusiness(`Tier Test ${tier}`);
      const { upload: created } = await paidUpload(owner, tier);
      const published = await decide(created.id, 'publish');
      expect(published.error).toBeUndefined();
      const stored = await row(created.id);
      const listed = uploadTierFeatures(tier);
      const page = listed.find((feature) => feature.key === 'page')!;
      const spotlight = listed.find((feature) => feature.key === 'spotlight');
      expect(listed.map((feature) => feature.key).filter((key) => key !== 'page' && key !== 'spotlight')).toEqual([]);

      // On the business's page, for every visitor, for the days listed, and not a day more.
      expect(stored.status).toBe('published');
      expect(Math.round((stored.publishedUntil!.getTime() - stored.reviewedAt!.getTime()) / DAY)).toBe(page.days);
      expect(await showcaseIds(business.id)).toEqual([created.id]);
      expect((await serve(created.fileUrl, null)).status).toBe(200);
      const justBefore = new Date(stored.publishedUntil!.getTime() - 60_000);
      const after = new Date(stored.publishedUntil!.getTime() + 60_000);
      expect(await showcaseIds(business.id, justBefore)).toEqual([created.id]);
      expect(await showcaseIds(business.id, after)).toEqual([]);

      // In the home page's spotlight only where listed, for the days listed.
      if (spotlight) {
        expect(Math.round((stored.spotlightUntil!.getTime() - stored.reviewedAt!.getTime()) / DAY)).toBe(spotlight.days);
        expect(await spotlightIds()).toContain(created.id);
        expect(await spotlightIds(new Date(stored.spotlightUntil!.getTime() + 60_000))).not.toContain(created.id);
      } else {
        expect(stored.spotlightUntil).toBeNull();
        expect(await spotlightIds()).not.toContain(created.id);
      }
      const [mail] = await mails(owner.email, 'upload_published');
      expect(mail.textBody).toContain(`is published on Tier Test ${tier}’s page, for every visitor, until`);
      expect(mail.textBody!.includes('home page’s spotlight')).toBe(Boolean(spotlight));
      // Decided once.
      expect((await decide(created.id, 'refuse', 'Too late')).error).toMatchObject({ status: 409 });
      // Retire the spotlight for the next tier's check (at most a few at a time).
      await db.update(schema.businessUploads).set({ spotlightUntil: null }).where(eq(schema.businessUploads.id, created.id));
    },
  );

  it('refused, is refunded in full through Stripe and its webhook, and the owner is told why in their language', async () => {
    const { business, owner } = await ownedBusiness('Refusal Test Bar');
    await storeLanguage(db, owner.id, 'fr');
    const { upload: created } = await paidUpload(owner, 'enterprise', fileOf(tinyMp4(30), 'tour.mp4', 'video/mp4'));
    // A reason is required; a member cannot decide.
    expect(fieldsOf((await decide(created.id, 'refuse')).error)).toEqual({ reason: 'Tell the owner why it is not published' });
    expect((await decide(created.id, 'refuse', 'Blurry', await storeAccount(db, 'user'))).error).toMatchObject({ status: 403 });
    const before = checkout.fake.events.length;
    expect((await decide(created.id, 'refuse', 'The video has no sound.')).error).toBeUndefined();
    const events = checkout.since(before);
    expect(events.find((event) => event.type === 'refund.created')).toMatchObject({ data: { object: { amount: 29900 } } });
    expect(await row(created.id)).toMatchObject({ status: 'refused', refusalReason: 'The video has no sound.' });
    await checkout.deliver(events);
    expect((await row(created.id)).status).toBe('refunded');
    expect(await showcaseIds(business.id)).toEqual([]);
    const [mail] = await mails(owner.email, 'upload_refused');
    expect(mail.subject).toBe('Non publié, remboursé : « A enterprise menu »');
    expect(mail.textBody).toContain('Notre raison : The video has no sound.');
    expect(mail.textBody).toContain('299,00');
    expect((await decide(created.id, 'publish')).error).toMatchObject({ status: 409 });
    expect(
      (
        await db
          .select({ n: count() })
          .from(schema.auditLog)
          .where(and(eq(schema.auditLog.subjectType, 'upload'), eq(schema.auditLog.subjectId, created.id)))
      )[0].n,
    ).toBe(1);
  });

  it('an image is published web-sized without its location; a refunded or deleted upload leaves the page at once; one withdrawn before review is refunded', async () => {
    const { business, owner } = await ownedBusiness('Image Test Gallery');
    const { upload: image } = await paidUpload(owner, 'basic', fileOf(await jpegWithLocation(), 'IMG_0001.JPG', 'image/jpeg'));
    expect(image.fileType).toBe('image/webp');
    await decide(image.id, 'publish');
    const served = await serve(image.fileUrl, null);
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.exif, metadata.width]).toEqual(['webp', undefined, 1600]);
    expect((await getBusinessPage(db, business.id))!.showcase[0]).toMatchObject({
      id: image.id,
      kind: 'image',
      title: 'A basic menu',
      businessName: 'Image Test Gallery',
    });

    // The admin refunds it from the Payments tab: off the page when the webhook lands.
    const before = checkout.fake.events.length;
    expect(
      (await callAction(server.admin.refundPayment, { kind: 'upload', id: String(image.id), confirm: 'on' }, { user: admin })).error,
    ).toBeUndefined();
    await checkout.deliver(checkout.since(before));
    expect(await showcaseIds(business.id)).toEqual([]);
    expect((await serve(image.fileUrl, null)).status).toBe(403);

    // The owner deletes a published one: off the page, its file gone.
    const { upload: menu } = await paidUpload(owner, 'basic');
    await decide(menu.id, 'publish');
    expect(await showcaseIds(business.id)).toEqual([menu.id]);
    expect(
      (
        await callAction(
          server.owner.deleteUpload,
          { businessId: String(business.id), id: String(menu.id), next: '/business-uploads' },
          { user: owner },
        )
      ).error,
    ).toBeUndefined();
    expect(await showcaseIds(business.id)).toEqual([]);
    expect((await serve(menu.fileUrl, null)).status).toBe(404);

    // One withdrawn before the review is refunded in full, as a refused one would be.
    const { upload: withdrawn } = await paidUpload(owner, 'premium');
    const beforeDelete = checkout.fake.events.length;
    expect(
      (
        await callAction(
          server.owner.deleteUpload,
          { businessId: String(business.id), id: String(withdrawn.id), next: '/business-uploads' },
          { user: owner },
        )
      ).error,
    ).toBeUndefined();
    const refund = checkout.since(beforeDelete);
    expect(refund.find((event) => event.type === 'refund.created')).toMatchObject({ data: { object: { amount: 7900 } } });
    await checkout.deliver(refund);
    expect(await row(withdrawn.id)).toMatchObject({ status: 'refunded', isActive: false, storageKey: null });
    expect((await loadModerationTab(db)).uploads.map((item) => item.id)).not.toContain(withdrawn.id);
  });

  it('the spotlight shows one upload per business at a time, each taking its turn', async () => {
    const first = await ownedBusiness('Spotlight Test One');
    const second = await ownedBusiness('Spotlight Test Two');
    const mine = [(await paidUpload(first.owner, 'enterprise')).upload.id, (await paidUpload(first.owner, 'professional')).upload.id];
    const theirs = (await paidUpload(second.owner, 'enterprise')).upload.id;
    for (const id of [...mine, theirs]) expect((await decide(id, 'publish')).error).toBeUndefined();
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const shown = await spotlightIds();
      expect(shown).toHaveLength(2);
      expect(shown).toContain(theirs);
      expect(shown.filter((id) => mine.includes(id))).toHaveLength(1);
      for (const id of shown) seen.add(id);
    }
    expect([...seen].sort()).toEqual([...mine, theirs].sort());
    await db.update(schema.businessUploads).set({ spotlightUntil: null }).where(eq(schema.businessUploads.businessId, first.business.id));
    await db.update(schema.businessUploads).set({ spotlightUntil: null }).where(eq(schema.businessUploads.businessId, second.business.id));
  });

  it(`a page shows at most ${UPLOADS_SHOWN_MAX}: the thirteenth is neither sold nor published, and higher tiers come first`, async () => {
    const { business, owner } = await ownedBusiness('Full Page Cafe');
    const ids: number[] = [];
    for (let i = 0; i < UPLOADS_SHOWN_MAX - 1; i++) ids.push((await paidUpload(owner, 'basic')).upload.id);
    const { upload: top } = await paidUpload(owner, 'professional');
    // One more paid while the others wait (the check before paying counts those waiting too).
    const extra = await upload(owner, 'basic');
    expect((await startPayment(owner, extra.id)).body.message).toBe(
      `Your business page shows at most ${UPLOADS_SHOWN_MAX} uploads at a time. Delete one, or wait until one ends, before paying for another.`,
    );
    for (const id of ids) await decide(id, 'publish');
    // A thirteenth that got paid anyway (here: straight into the queue) cannot be published.
    await db.update(schema.businessUploads).set({ status: 'in_review', paidAt: new Date() }).where(eq(schema.businessUploads.id, extra.id));
    expect((await decide(top.id, 'publish')).error).toBeUndefined();
    const refused = await decide(extra.id, 'publish');
    expect(refused.error).toMatchObject({
      status: 409,
      message: `This business's page already shows ${UPLOADS_SHOWN_MAX} uploads: refuse this one (it is refunded), or wait until one ends.`,
    });
    const shown = await showcaseIds(business.id);
    expect(shown).toHaveLength(UPLOADS_SHOWN_MAX);
    expect(shown[0]).toBe(top.id);
    expect(UPLOAD_TIER_PLACEMENT.professional.pageDays).toBeGreaterThan(UPLOAD_TIER_PLACEMENT.basic.pageDays);
  });
});
