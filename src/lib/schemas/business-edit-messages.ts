/**
 * The Edit Business form's limits and messages (spec 02), apart from the schema so islands can
 * show them without zod. Messages are keys (decision 028), said in the reader's language where the
 * answer leaves the server; messages/owner/en.json holds the spec's English.
 */
import { said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const BUSINESS_EDIT_LIMITS = {
  name: 120,
  description: 2000,
  address: 200,
  phone: 30,
  website: 300,
  hours: 500,
  imageUrl: 500,
  openingHours: 255,
} as const;

export const BUSINESS_EDIT_MESSAGES = {
  updated: said(m.owner_msg_updated),
  failed: said(m.owner_msg_failed),
  name: said(m.owner_msg_name),
  address: said(m.owner_msg_address),
  communityBoardId: said(m.owner_msg_board),
  categoryId: said(m.owner_msg_category),
  email: said(m.owner_msg_email),
  website: said(m.owner_msg_website),
  priceRange: said(m.owner_msg_price_range),
  imageUrl: said(m.owner_msg_image_url),
  latitude: said(m.owner_msg_latitude),
  pinPair: said(m.owner_msg_pin_pair),
  nothing: said(m.owner_msg_nothing),
  access: said(m.owner_msg_access),
  phone: said(m.owner_msg_phone),
  businessNotFound: said(m.owner_msg_business_not_found),
} as const;

/** The titles of the dashboard's notices and toasts. */
export const OWNER_TITLES = {
  success: said(m.owner_toast_success),
  error: said(m.owner_toast_error),
} as const;

/** A field's name in "{label} must be at most {max} characters" (fields.ts's tooLong), for the owner's forms. */
const named =
  (label: typeof m.owner_label_phone) =>
  (max: number): Said =>
    said(m.owner_msg_too_long, { label: said(label), max });

export const OWNER_FIELD_LABELS = {
  businessName: named(m.owner_label_business_name),
  description: named(m.owner_label_description),
  address: named(m.owner_label_address),
  phone: named(m.owner_label_phone),
  hoursNotes: named(m.owner_label_hours_notes),
  openingHours: named(m.owner_label_opening_hours),
  reply: named(m.owner_label_reply),
} as const;
