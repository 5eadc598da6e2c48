/**
 * Phone numbers as visitors type them on the guide's forms (event registration, property and
 * sponsorship inquiries): digits with the usual separators, 7 to 15 digits (E.164 allows at
 * most 15).
 */

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** Whether text reads as a phone number: "(212) 555-0123", "+1 212.555.0123", "555 0123". */
export function looksLikePhone(value: string): boolean {
  return /^[0-9+().\-\s/]+$/.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15;
}
