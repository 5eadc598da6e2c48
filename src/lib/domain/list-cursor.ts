/**
 * The list APIs' cursors (decisions, "Scale"): the last row's sort values and id, as opaque
 * base64url text. A short SHA-256 check rides along so an edited or truncated cursor is refused
 * with a clear message instead of being read as some other place in the list. It is not a
 * secret: a cursor only points into a public list, so a forged one shows nothing it should not.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

/** A sort value as a cursor holds it: numbers (instants as milliseconds), text, or null (unrated). */
export type CursorValue = number | string | null;
/** What each position of a cursor must hold. */
export type CursorShape = readonly ('number' | 'text' | 'number or null')[];

/** Longest cursor accepted: a name of 200 characters fits many times over. */
export const MAX_CURSOR_LENGTH = 1024;
const CHECK_BYTES = 6;

const checkOf = (payload: Uint8Array) => sha256(payload).subarray(0, CHECK_BYTES);

/** The cursor after a row of the list named `list` (businesses, events), from its sort values. */
export function encodeCursor(list: string, values: readonly CursorValue[]): string {
  const payload = new TextEncoder().encode(JSON.stringify([list, ...values]));
  const bytes = new Uint8Array(payload.length + CHECK_BYTES);
  bytes.set(payload);
  bytes.set(checkOf(payload), payload.length);
  return encodeBase64urlNoPadding(bytes);
}

const fits = (value: unknown, kind: CursorShape[number]) =>
  kind === 'text'
    ? typeof value === 'string'
    : (typeof value === 'number' && Number.isFinite(value)) || (kind === 'number or null' && value === null);

/**
 * The sort values a cursor of `list` carries, or null when it is not one: not base64url, edited
 * (the check fails), another list's, or values of the wrong kind.
 */
export function decodeCursor(list: string, cursor: string, shape: CursorShape): CursorValue[] | null {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64urlIgnorePadding(cursor);
  } catch {
    return null;
  }
  if (bytes.length <= CHECK_BYTES) return null;
  const payload = bytes.subarray(0, bytes.length - CHECK_BYTES);
  const check = checkOf(payload);
  if (!check.every((byte, index) => byte === bytes[payload.length + index])) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== list || parsed.length !== shape.length + 1) return null;
  const values = parsed.slice(1) as CursorValue[];
  return values.every((value, index) => fits(value, shape[index])) ? values : null;
}
