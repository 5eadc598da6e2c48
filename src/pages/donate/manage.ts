/**
 * GET /donate/manage?token=...: the link in a monthly donor's receipt. Opens a fresh Stripe
 * Customer Portal session for that gift's customer (portal links expire; the receipt's does
 * not). An unknown token gets a plain page saying so.
 */
import type { APIRoute } from 'astro';
import { getDb } from '#lib/server/db/client.ts';
import { donationPortalUrl } from '#lib/server/donations/donations.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { plainPageHtml } from '#lib/server/http/plain-page.ts';
import { siteOrigin } from '#lib/server/http/site-url.ts';
import { getStripe, PAYMENTS_NOT_CONFIGURED } from '#lib/server/payments/stripe.ts';

const page = (status: number, title: string, message: string) =>
  new Response(plainPageHtml({ title, message, link: { href: '/donate', label: 'Back to Donate' } }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });

export const GET: APIRoute = async (context) => {
  const stripe = getStripe();
  if (!stripe) return page(503, 'Payments Unavailable', PAYMENTS_NOT_CONFIGURED);
  try {
    const url = await donationPortalUrl(getDb(), stripe, context.url.searchParams.get('token') ?? '', `${siteOrigin(context)}/donate`);
    return new Response(null, { status: 303, headers: { location: url, 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof HttpError) return page(error.status, error.title ?? 'Something went wrong', error.message);
    throw error;
  }
};
