/** SQLite values to and from Hrana's JSON: integers as decimal strings, so all 64 bits survive; blobs as base64. */
import { HranaError } from './errors.ts';
import type { HranaValue } from './protocol.ts';

/** What the `libsql` package binds and (with safe integers) returns. */
export type SqlValue = null | bigint | number | string | Uint8Array;

const INTEGER = /^-?\d+$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A Hrana value as a bindable SQLite value; a malformed one is the request's error. */
export function decodeValue(value: HranaValue): SqlValue {
  switch (value?.type) {
    case 'null':
      return null;
    case 'integer': {
      const text = String(value.value);
      const integer = INTEGER.test(text) ? BigInt(text) : undefined;
      if (integer === undefined || integer < INT64_MIN || integer > INT64_MAX) {
        throw new HranaError(`Invalid integer value: ${text}`, 'ARGS_INVALID');
      }
      return integer;
    }
    case 'float':
      if (typeof value.value !== 'number') throw new HranaError('Invalid float value', 'ARGS_INVALID');
      return value.value;
    case 'text':
      if (typeof value.value !== 'string') throw new HranaError('Invalid text value', 'ARGS_INVALID');
      return value.value;
    case 'blob':
      return Buffer.from(String(value.base64 ?? ''), 'base64');
    default:
      throw new HranaError(`Unknown value type: ${JSON.stringify((value as { type?: unknown })?.type)}`, 'ARGS_INVALID');
  }
}

/** A value `libsql` returned (integers as bigint: statements run with safe integers) as Hrana's JSON. */
export function encodeValue(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') {
    // Safe integers make every INTEGER a bigint, so a number is a REAL, even 1.0.
    return { type: 'float', value };
  }
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  throw new Error(`Unexpected value from the database: ${typeof value}`);
}
