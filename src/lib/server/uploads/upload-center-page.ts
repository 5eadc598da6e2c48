/** What the upload center page shows: the business, its uploads, whether payments work, and the upload a Checkout just paid for. */
import { eq } from 'drizzle-orm';
import { businesses } from '#db/schema.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { paymentsConfigured } from '../payments/stripe.ts';
import { toUploadView, uploadsQuery } from './upload-center.ts';
import { uploadOfSession } from './upload-payments.ts';

export async function loadUploadCenter(db: Database, businessId: number, sessionId: string | null, now = new Date()) {
  const [found, uploads] = await db.batch([
    db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)),
    uploadsQuery(db, businessId),
  ]);
  if (!found[0]) return null;
  const returned = sessionId && /^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId) ? await uploadOfSession(db, sessionId, businessId) : null;
  return { business: found[0], uploads: uploads.map((row) => toUploadView(row, now)), paymentsConfigured: paymentsConfigured(), returned };
}

/** The loader of /business-uploads for the business the page's guard chose (ownerPageTarget), with the checkout it came back from. */
export async function loadUploadCenterPage(Astro: Pick<AstroGlobal, 'url'>, businessId: number) {
  return loadUploadCenter(getDb(), businessId, Astro.url.searchParams.get('session_id'));
}
