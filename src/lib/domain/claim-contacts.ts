/**
 * Where a claim's code may go, as Yelp and Google do it: an address at the business's own website
 * domain (the claimant types the part before the @, the domain comes from the stored website), or
 * the business's stored phone. An address only proves something when nobody can get one at that
 * domain without running the business: free mail providers, social networks and the site builders
 * that host many businesses' pages under one domain are refused.
 */
import { looksLikePhone } from './phone.ts';

/** Domains where anyone can get an address or a page: an address there proves nothing about a business. */
export const SHARED_DOMAINS = [
  // Free mail.
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'mail.com',
  'gmx.com',
  'gmx.net',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'zoho.com',
  'yandex.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'verizon.net',
  'att.net',
  'comcast.net',
  'optonline.net',
  // Social networks, directories and booking sites where a business has a page, not a domain.
  'facebook.com',
  'fb.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'tiktok.com',
  'linkedin.com',
  'youtube.com',
  'yelp.com',
  'google.com',
  'goo.gl',
  'g.page',
  'tripadvisor.com',
  'opentable.com',
  'resy.com',
  'toasttab.com',
  'ubereats.com',
  'grubhub.com',
  'doordash.com',
  'seamless.com',
  'eventbrite.com',
  'etsy.com',
  'linktr.ee',
  'beacons.ai',
  // Site builders and hosts that put many sites under their own domain.
  'business.site',
  'sites.google.com',
  'wixsite.com',
  'wix.com',
  'squarespace.com',
  'wordpress.com',
  'blogspot.com',
  'weebly.com',
  'godaddysites.com',
  'square.site',
  'myshopify.com',
  'shopify.com',
  'github.io',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'carrd.co',
  'webflow.io',
  'strikingly.com',
  'jimdosite.com',
] as const;

export type EmailDomain = { domain: string } | { refused: 'no-website' | 'shared-domain' };

/** Whether a host is one of the shared domains or under one (`harlem.wordpress.com`). */
export function isSharedDomain(host: string): boolean {
  const name = host.toLowerCase();
  return SHARED_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * The domain a claimant's address must be at: the website's host without `www.`. Never a parent
 * domain (`shop.example.com` stays as it is): whoever runs a subdomain may not run its parent.
 */
export function emailDomainOf(website: string | null | undefined): EmailDomain {
  if (!website?.trim()) return { refused: 'no-website' };
  let host: string;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(website.trim()) ? website.trim() : `https://${website.trim()}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refused: 'no-website' };
    host = url.hostname
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  } catch {
    return { refused: 'no-website' };
  }
  // A name with a dot and letters in its last label: no addresses, no "localhost", no "[::1]".
  if (!/^([a-z0-9-]+\.)+[a-z][a-z0-9-]*$/.test(host) || /^\d+(\.\d+){3}$/.test(host)) return { refused: 'no-website' };
  if (isSharedDomain(host)) return { refused: 'shared-domain' };
  return { domain: host };
}

/** What may stand before the @ of a claimant's address: letters, digits and . _ + - (no dot first, last or twice). */
export function isValidLocalPart(text: string): boolean {
  return text.length >= 1 && text.length <= 64 && /^[a-z0-9_+-]+(\.[a-z0-9_+-]+)*$/i.test(text);
}

/** The part before the @ as typed (trimmed; a pasted full address at the right domain is accepted too), lower-cased. */
export function localPartOf(text: string, domain: string): string {
  const typed = text.trim().toLowerCase();
  const suffix = `@${domain}`;
  return typed.endsWith(suffix) ? typed.slice(0, -suffix.length) : typed;
}

/** The ways a claim of a business can be verified here: a code by email at its domain, a code to its phone, or (neither) the team checks by hand. */
export type ClaimMethods = {
  email: EmailDomain;
  phone: { phone: string } | { refused: 'no-phone' | 'unavailable' };
  /** No code can be sent: the claim goes to the team with the claimant's note only. */
  reviewOnly: boolean;
};

/** What a business offers for verifying a claim; `phoneAvailable`: whether this site can send text messages. */
export function claimMethodsOf(business: { website: string | null; phone: string | null }, phoneAvailable: boolean): ClaimMethods {
  const email = emailDomainOf(business.website);
  const phone =
    !business.phone || !looksLikePhone(business.phone)
      ? { refused: 'no-phone' as const }
      : phoneAvailable
        ? { phone: business.phone }
        : { refused: 'unavailable' as const };
  return { email, phone, reviewOnly: !('domain' in email) && !('phone' in phone) };
}
