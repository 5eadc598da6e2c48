/** Event registration (spec 01 sections 2.8, 3 and 5): the contact form, and which event to leave. */
import { z } from 'zod';
import {
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

/** The registration page's form: the payload, for one event, with the hidden field bots fill. */
export const RegisterFormSchema = RegistrationSchema.extend({
  eventId: idField(M.notFound),
  homepage: honeypotField,
});

/** An Unregister button: the event, and the page to come back to. */
export const UnregisterSchema = z.object({
  eventId: idField(M.notFound),
  next: nextPathField,
});
