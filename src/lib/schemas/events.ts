/** Event registration (spec 01 sections 2.8, 3 and 5): the contact form, and which event to leave. */
import { z } from 'zod';
import {
  asText,
  emailField,
  honeypotField,
  idField,
  nextPathField,
  optionalLine,
  optionalPhone,
  optionalText,
  requiredLine,
  requiredPhone,
} from './fields.ts';
import { messageKey } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES, REGISTRATION_TITLES } from './events-messages.ts';

export { REGISTRATION_LIMITS, REGISTRATION_MESSAGES, REGISTRATION_TITLES };

/** The form's messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(REGISTRATION_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof REGISTRATION_MESSAGES,
  string
>;
const L = REGISTRATION_LIMITS;

/** The registration payload of spec 01 section 3: name, email and phone required, the rest optional. */
export const RegistrationSchema = z.object({
  firstName: requiredLine(M.firstName, 'First name', L.name),
  lastName: requiredLine(M.lastName, 'Last name', L.name),
  email: emailField(M.email),
  phone: requiredPhone(M.phone, L.phone, M.phoneInvalid),
  emergencyContact: optionalLine('Emergency contact', L.emergencyContact),
  emergencyPhone: optionalPhone('Emergency phone', L.phone, M.emergencyPhoneInvalid),
  specialRequests: optionalText('Special requests', L.specialRequests),
});
export type RegistrationContact = z.output<typeof RegistrationSchema>;

const QUANTITY_INVALID = messageKey(m.events_order_quantity_invalid);
const TYPE_UNKNOWN = messageKey(m.events_order_type_unknown);
const PROMO_INVALID = messageKey(m.events_promo_invalid);

/** A repeated form field as a list of its texts (one value arrives alone, none as nothing). */
const asTexts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(asText);

/**
 * An order of ticket types (issue 33): `ticketTypeId` and `quantity` repeated in pairs, a blank
 * quantity read as none; whole numbers 0 to 10 (the service checks the rest against the event).
 */
const orderFields = {
  ticketTypeId: z.preprocess(
    asTexts,
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^[0-9]{1,10}$/, TYPE_UNKNOWN)
          .transform(Number),
      )
      .max(20, TYPE_UNKNOWN),
  ),
  quantity: z.preprocess(
    asTexts,
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^[0-9]{0,2}$/, QUANTITY_INVALID)
          .transform((text) => (text === '' ? 0 : Number(text)))
          .refine((n) => n <= 10, QUANTITY_INVALID),
      )
      .max(20, QUANTITY_INVALID),
  ),
  promoCode: z.preprocess(
    asText,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,20}$/, PROMO_INVALID)
      .transform((code) => code || null),
  ),
};

/** The registration page's form: the payload, for one event, with the hidden field bots fill (and, for an event sold by type, the order). */
export const RegisterFormSchema = RegistrationSchema.extend({
  eventId: idField(M.notFound),
  homepage: honeypotField,
  ...orderFields,
}).refine((form) => form.ticketTypeId.length === form.quantity.length, { message: QUANTITY_INVALID, path: ['quantity'] });

/** An Unregister button: the event, and the page to come back to. */
export const UnregisterSchema = z.object({
  eventId: idField(M.notFound),
  next: nextPathField,
});

/**
 * An order in a JSON body (POST /api/events/{id}/register for an event sold by type, issue 33):
 * `tickets` as [{ ticketTypeId, quantity }] and an optional `promoCode`.
 */
export const ApiOrderSchema = z.object({
  tickets: z
    .array(
      z.object({
        ticketTypeId: z.number({ message: TYPE_UNKNOWN }).int(TYPE_UNKNOWN).positive(TYPE_UNKNOWN),
        quantity: z.number({ message: QUANTITY_INVALID }).int(QUANTITY_INVALID).min(0, QUANTITY_INVALID).max(10, QUANTITY_INVALID),
      }),
      { message: messageKey(m.events_order_choose) },
    )
    .max(20, QUANTITY_INVALID)
    .default([]),
  promoCode: orderFields.promoCode,
});
