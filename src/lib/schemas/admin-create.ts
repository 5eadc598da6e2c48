/**
 * The admin panel's Create Business and Create Event (spec 02 section 5: name, community board and
 * category required; title and date required), through the forms and POST /api/admin/businesses
 * and /api/admin/events. The fields are the owner forms', and so are their messages (Create Business
 * words a few its own way: ADMIN_BUSINESS_FIELDS).
 */
import { z } from 'zod';
import { businessFieldsIn, pinPair } from './business-edit.ts';
import { endAfterStart, EventFields, OWNER_EVENT_LIMITS, RepeatFields, repeatsFit } from './owner-events.ts';
import { OWNER_EVENT_FIELD_LABELS } from './owner-events-messages.ts';
import { asText, idField, optionalText } from './fields.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { ADMIN_BUSINESS_FIELDS, ADMIN_CREATE_MESSAGES } from './admin-tools-messages.ts';

/** A checkbox sent by a form ("on") or JSON (true). */
const flag = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean());

/** Create Business: the edit form's fields, the pin placed on the map (or typed) with both coordinates or neither. */
export const AdminBusinessSchema = businessFieldsIn(ADMIN_BUSINESS_FIELDS).extend({ isPremium: flag }).superRefine(pinPair);

/** An optional reference: empty is none. */
const optionalId = (message: string) =>
  z.preprocess((value) => (asText(value).trim() === '' ? undefined : value), idField(message).optional());

export const AdminEventSchema = EventFields.extend({
  description: optionalText(OWNER_EVENT_FIELD_LABELS.description, OWNER_EVENT_LIMITS.description),
  communityBoardId: optionalId(messageKey(ADMIN_CREATE_MESSAGES.board)),
  businessId: optionalId(messageKey(ADMIN_CREATE_MESSAGES.business)),
  ...RepeatFields,
})
  .superRefine(endAfterStart)
  .superRefine(repeatsFit);
