/**
 * Field schemas every form input is built from. Each takes what a form or a JSON body sends:
 * a missing field, null (an empty field of a form action) or a number reads as text first, so a
 * refusal always carries the field's own message, never zod's "expected string".
 */
import { z } from 'zod';
import { looksLikePhone } from '../domain/phone.ts';
import { safeNextPath } from '../domain/safe-next.ts';
import { normalizeWebsite } from '../domain/partnership.ts';
import { toSingleLine, withoutControlCharacters } from '../domain/plain-text.ts';
import { messageKey, said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/** The message of an email field that is empty or not an address (a message key's token). */
const INVALID_EMAIL = messageKey(m.cards_form_email);

/** The message of a phone number that does not read as one (a message key's token). */
const INVALID_PHONE = messageKey(m.cards_form_phone);

/** Text as sent: strings as they are, numbers as digits, anything else (missing, null) empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Text of one line (a name, a title, a subject): line breaks and tabs read as a space, other control characters dropped. */
export const asLine = (value: unknown): string => toSingleLine(asText(value));

/** Text of several lines: its line breaks and tabs kept, other control characters (NUL...) dropped. */
export const asLines = (value: unknown): string => withoutControlCharacters(asText(value));

/**
 * A field's name in its too-long message: a keyed label (`FORM_FIELD_LABELS.name`, form-field-labels.ts,
 * or an area's own: its message for the limit), or the field's English name, which only English
 * says ("Tour title must be at most 200 characters"; Spanish and French say only the limit).
 */
export type FieldLabel = string | ((max: number) => Said);

/** "Name must be at most 120 characters", as a message key's token (messageKey), said in the caller's language. */
export const tooLong = (label: FieldLabel, max: number) =>
  messageKey(typeof label === 'string' ? said(m.cards_form_too_long, { label, max }) : label(max));

/** Required text of several lines (a textarea): trimmed, not empty (`message`), at most `max` characters. */
export function requiredText(message: string, label: FieldLabel, max: number) {
  return z.preprocess(asLines, z.string().trim().min(1, message).max(max, tooLong(label, max)));
}

/** Optional text of several lines (a textarea): trimmed, at most `max` characters (`tooLongMessage`, a message key's token, says so); empty is null. */
export function optionalText(label: FieldLabel, max: number, tooLongMessage = tooLong(label, max)) {
  return z.preprocess(
    asLines,
    z
      .string()
      .trim()
      .max(max, tooLongMessage)
      .transform((value) => value || null),
  );
}

/** A required one-line text (a name, a title, a subject): as requiredText, on one line. */
export function requiredLine(message: string, label: FieldLabel, max: number) {
  return z.preprocess(asLine, z.string().trim().min(1, message).max(max, tooLong(label, max)));
}

/** An optional one-line text: as optionalText, on one line; empty is null. */
export function optionalLine(label: FieldLabel, max: number) {
  return z.preprocess(
    asLine,
    z
      .string()
      .trim()
      .max(max, tooLong(label, max))
      .transform((value) => value || null),
  );
}

/** Text kept exactly as typed (passwords): at most `max` characters, `message` when longer. */
export function rawText(max: number, message: string) {
  return z.preprocess(asText, z.string().max(max, message));
}

/** An email address, trimmed; lower-cased when it identifies a person (accounts, lists). */
export function emailField(message: string = INVALID_EMAIL, { lowercase = false } = {}) {
  return z.preprocess(
    asText,
    z
      .string()
      .trim()
      .max(254, message)
      .pipe(z.email(message))
      .transform((email) => (lowercase ? email.toLowerCase() : email)),
  );
}

const MAX_ID = 2_147_483_647;

/** A positive whole-number id, given as digits ("12") or a number. */
export function idField(message = 'Expected a positive whole number') {
  return z.preprocess(
    asText,
    z
      .string()
      .trim()
      .regex(/^[0-9]{1,10}$/, message)
      .transform(Number)
      .refine((id) => id >= 1 && id <= MAX_ID, message),
  );
}

/** One of a fixed list of values (a select or radio group); `message` when missing or unknown. */
export function choiceField<const T extends readonly [string, ...string[]]>(choices: T, message: string) {
  return z.preprocess((value) => asText(value).trim(), z.enum(choices, { message }));
}

/** A checkbox: checked when sent as "on", "true" or true. */
export const checkboxField = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** The field people never see (components/forms/Honeypot.astro); never refused, read by the action wrapper. */
export const HONEYPOT_FIELD = 'homepage';
export const honeypotField = z.preprocess(asText, z.string());

/** A page of this site to go back to after a form post; anything else becomes the home page. */
export const nextPathField = z.preprocess((value) => safeNextPath(asText(value) || null), z.string());

/**
 * A yes/no fact that may be unknown: "yes" or true is true, "no" or false is false, empty or
 * absent is null (not reported); anything else is refused with `message`.
 */
export function optionalFact(message: string) {
  return z.preprocess((value) => {
    if (value === null || value === undefined || typeof value === 'boolean') return value ?? null;
    const text = asText(value).trim().toLowerCase();
    return text === '' ? null : text === 'yes' ? true : text === 'no' ? false : text;
  }, z.boolean({ message }).nullable());
}

/** An optional phone number: empty is null; when given it must read as one (7 to 15 digits). */
export function optionalPhone(label: FieldLabel, max: number, message: string = INVALID_PHONE) {
  return optionalLine(label, max).refine((phone) => phone === null || looksLikePhone(phone), message);
}

/** A required phone number: `required` when empty, `invalid` when it does not read as one or is too long. */
export function requiredPhone(required: string, max: number, invalid: string = INVALID_PHONE) {
  return z.preprocess(
    asText,
    z
      .string()
      .trim()
      .min(1, required)
      .max(max, invalid)
      // An empty field has its own message only.
      .refine((phone) => phone === '' || looksLikePhone(phone), invalid),
  );
}

/** An optional website: "example.org" becomes "https://example.org/"; empty is null; anything not an http(s) address is `message`. */
export function optionalWebsite(message: string, max: number) {
  return z.preprocess(
    asText,
    z
      .string()
      .max(max, message)
      .transform((website, context) => {
        const normalized = normalizeWebsite(website);
        if (normalized === undefined) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return normalized;
      }),
  );
}

/** The message of a JSON field sent as an object, list or (where text is expected) true/false. */
export const NOT_TEXT_MESSAGE = 'Send this field as text (or a number)';

/**
 * JSON bodies' fields that are neither text, a number nor null (booleans allowed only for
 * `flags`): field schemas read anything else as empty, which on a PATCH would clear the field.
 */
export function wrongTypeFields(
  values: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  flags: readonly string[] = [],
): Record<string, string> {
  const wrong: Record<string, string> = {};
  for (const field of fields) {
    if (!(field in values)) continue;
    const value = values[field];
    const fine =
      value === null ||
      typeof value === 'string' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (flags.includes(field) && typeof value === 'boolean');
    if (!fine) wrong[field] = NOT_TEXT_MESSAGE;
  }
  return wrong;
}
