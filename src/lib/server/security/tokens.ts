/**
 * Secret tokens sent to a browser or an inbox (session cookies, reset and confirmation links):
 * 20 random bytes (160 bits) in base32; only their SHA-256 is ever stored.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What is stored of a token: its SHA-256 in hex. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Whether text has the shape of a token, so junk never reaches the database. */
export function isTokenShape(token: string): boolean {
  return /^[a-z2-7]{32}$/.test(token);
}

/**
 * A short tag for a session that reveals nothing of it: the browser's service worker compares
 * tags to forget the pages it kept for one visitor when another (or nobody) is signed in.
 */
export function sessionTag(sessionId: string): string {
  return hashToken(`viewer:${sessionId}`).slice(0, 16);
}
