/**
 * The codes that verify a claim: six random digits, short-lived, stored only as a hash (of the
 * claim id with the code, so one code's hash says nothing of another claim's), compared in
 * constant time, a few tries each, single use (the claim's row is the only copy: claim-verification.ts).
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeHexLowerCase } from '@oslojs/encoding';

export const CLAIM_CODE = {
  digits: 6,
  /** How long a code works. */
  ttlMs: 15 * 60_000,
  /** Tries of one code, right or wrong; then a new code is needed. */
  maxAttempts: 5,
  /** Codes one claim may be sent in all. */
  maxSends: 5,
  /** The wait before another code for the same claim. */
  resendAfterMs: 60_000,
  /** Codes per address or phone, and per account, in a day (whatever the claim). */
  perDay: 6,
} as const;

/** Six digits, each of the million equally likely. */
export function generateClaimCode(): string {
  const bytes = new Uint32Array(1);
  const range = 10 ** CLAIM_CODE.digits;
  // Values past the last whole multiple of the range are drawn again, so no code is likelier.
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  do crypto.getRandomValues(bytes);
  while (bytes[0] >= limit);
  return String(bytes[0] % range).padStart(CLAIM_CODE.digits, '0');
}

/** What is stored of a claim's code. */
export function hashClaimCode(claimId: number, code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`claim:${claimId}:${code}`)));
}

/** Whether a typed code is the one whose hash is stored, compared in constant time. */
export function claimCodeMatches(storedHash: string, claimId: number, typed: string): boolean {
  const expected = new TextEncoder().encode(storedHash);
  const actual = new TextEncoder().encode(hashClaimCode(claimId, typed));
  return expected.length === actual.length && constantTimeEqual(expected, actual);
}
