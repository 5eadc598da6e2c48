/**
 * The business dashboard's Edit Business form and PATCH /api/businesses/{id} (spec 02: name and
 * address required, board and category required ids; decisions: structured opening hours, a pin
 * for latitude and longitude). PATCH changes only the fields it sends, so the schema is picked
 * down to those; the form sends them all. Whether the hours parse, and whether the board and
 * category exist, the service checks (they need the library and the database).
 */
import { z } from 'zod';
import { PRICE_RANGES } from '#db/schema.ts';
import { messageKeys, type Said } from '#lib/i18n/said.ts';
import { BUSINESS_EDIT_LIMITS, BUSINESS_EDIT_MESSAGES, OWNER_FIELD_LABELS } from './business-edit-messages.ts';
import {
  asText,
  emailField,
  idField,
  nextPathField,
  optionalFact,
  optionalPhone,
  optionalText,
  optionalWebsite,
  requiredLine,
  type FieldLabel,
} from './fields.ts';

const L = BUSINESS_EDIT_LIMITS;
type Words = { messages: Record<keyof typeof BUSINESS_EDIT_MESSAGES, string>; labels: Record<keyof typeof OWNER_FIELD_LABELS, FieldLabel> };

/**
 * The form's words: each field's message, and the names its too-long messages give. The owner's
 * (BUSINESS_EDIT_MESSAGES, OWNER_FIELD_LABELS); the admin panel's Create Business says its own.
 */
export type BusinessFieldWords = {
  messages: Readonly<Record<keyof typeof BUSINESS_EDIT_MESSAGES, Said>>;
  labels: Readonly<Record<keyof typeof OWNER_FIELD_LABELS, (max: number) => Said>>;
};

/** The words as zod takes them: tokens that fieldErrors turns back into the messages. */
const tokensOf = (words: BusinessFieldWords): Words => ({ messages: messageKeys(words.messages), labels: words.labels });

const KEYED = tokensOf({ messages: BUSINESS_EDIT_MESSAGES, labels: OWNER_FIELD_LABELS });
const M = KEYED.messages;

export { BUSINESS_EDIT_LIMITS, BUSINESS_EDIT_MESSAGES };

/** The pin must fall in Manhattan (the guide covers Upper Manhattan's four boards; a little slack). */
export const PIN_BOUNDS = { south: 40.68, north: 40.89, west: -74.03, east: -73.9 } as const;

/** An optional coordinate: empty is null; otherwise a number within the bounds. */
function coordinate(M: Words['messages'], min: number, max: number) {
  return z.preprocess(
    (value) => {
      const text = asText(value).trim();
      return text === '' ? null : Number(text);
    },
    z.number({ message: M.latitude }).min(min, M.latitude).max(max, M.latitude).nullable(),
  );
}

/** An image: a path on this site ("/images/...", "/media/...") or an http(s) address; empty is null. */
const imageUrlField = (M: Words['messages']) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .max(L.imageUrl, M.imageUrl)
      .refine((url) => url === '' || (/^\/[^/\\]/.test(url) && !/\s/.test(url)) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url), M.imageUrl)
      .transform((url) => url || null),
  );

function editFields({ messages: M, labels: LABEL }: Words) {
  return z.object({
    name: requiredLine(M.name, LABEL.businessName, L.name),
    description: optionalText(LABEL.description, L.description),
    address: requiredLine(M.address, LABEL.address, L.address),
    phone: optionalPhone(LABEL.phone, L.phone, M.phone),
    email: z.preprocess((value) => asText(value).trim() || null, emailField(M.email).nullable()),
    website: optionalWebsite(M.website, L.website),
    /** Notes on the hours the structured value cannot say. */
    hours: optionalText(LABEL.hoursNotes, L.hours),
    /** OpenStreetMap opening_hours syntax; empty is "not listed". */
    openingHours: optionalText(LABEL.openingHours, L.openingHours),
    priceRange: z.preprocess((value) => asText(value).trim() || null, z.enum(PRICE_RANGES, { message: M.priceRange }).nullable()),
    communityBoardId: idField(M.communityBoardId),
    categoryId: idField(M.categoryId),
    imageUrl: imageUrlField(M),
    latitude: coordinate(M, PIN_BOUNDS.south, PIN_BOUNDS.north),
    longitude: coordinate(M, PIN_BOUNDS.west, PIN_BOUNDS.east),
    stepFreeEntrance: optionalFact(M.access),
    accessibleRestroom: optionalFact(M.access),
    hearingLoop: optionalFact(M.access),
    seating: optionalFact(M.access),
  });
}

export const BusinessEditFields = editFields(KEYED);
/** The same fields in other words (the admin's Create Business). */
export const businessFieldsIn = (words: BusinessFieldWords) => editFields(tokensOf(words));

export type BusinessEditField = keyof typeof BusinessEditFields.shape;
export const BUSINESS_EDIT_FIELDS = Object.keys(BusinessEditFields.shape) as BusinessEditField[];
export type BusinessChanges = Partial<z.output<typeof BusinessEditFields>>;

/** Latitude and longitude change together: both sent, both set or both empty. */
export const pinPair = (changes: BusinessChanges, context: z.RefinementCtx) => {
  if (!('latitude' in changes) && !('longitude' in changes)) return;
  const bothSent = 'latitude' in changes && 'longitude' in changes;
  if (!bothSent || ((changes.latitude ?? null) === null) !== ((changes.longitude ?? null) === null))
    context.addIssue({ code: 'custom', path: ['latitude'], message: M.pinPair });
};

/** The whole form (every field sent), as the dashboard's form posts it, with the business it edits and the page to return to. */
export const BusinessEditFormSchema = BusinessEditFields.extend({
  businessId: idField('Unknown business'),
  next: nextPathField,
}).superRefine(pinPair);

/** The pin's two fields, for the forms that create a business (admin panel, new listing). */
export const PinFields = { latitude: BusinessEditFields.shape.latitude, longitude: BusinessEditFields.shape.longitude };

/** The schema for the fields a PATCH sends (unknown keys are ignored); null when it sends none. */
export function businessPatchSchema(sent: Readonly<Record<string, unknown>>) {
  const present = BUSINESS_EDIT_FIELDS.filter((field) => field in sent);
  if (present.length === 0) return null;
  const pick = Object.fromEntries(present.map((field) => [field, true])) as Partial<Record<BusinessEditField, true>>;
  return BusinessEditFields.pick(pick).superRefine((changes, context) => pinPair(changes as BusinessChanges, context));
}
