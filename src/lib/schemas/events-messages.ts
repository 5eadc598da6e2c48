/**
 * The spec's messages for event registration (spec 01 sections 2.8, 5 and 8; spec 02 section 8)
 * as message keys (decision 028), and the form's limits, shared by the schema, the services and
 * the islands (no zod here). messages/events/en.json holds the spec's English.
 */
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const REGISTRATION_MESSAGES = {
  firstName: said(m.events_msg_first_name),
  lastName: said(m.events_msg_last_name),
  email: said(m.events_msg_email),
  phone: said(m.events_msg_phone),
  phoneInvalid: said(m.events_msg_phone_invalid),
  emergencyPhoneInvalid: said(m.events_msg_emergency_phone_invalid),
  loginRequired: said(m.events_msg_login_required),
  notFound: said(m.events_not_found),
  ended: said(m.events_msg_ended),
  already: said(m.events_msg_already),
  premiumOnly: said(m.events_msg_premium_only),
  full: said(m.events_msg_full),
  paymentsClosed: said(m.events_msg_payments_closed),
  notRegistered: said(m.events_msg_not_registered),
  unregisterPaid: said(m.events_msg_unregister_paid),
  unregisterEnded: said(m.events_msg_unregister_ended),
  registered: said(m.events_msg_registered),
  unregistered: said(m.events_msg_unregistered),
  failed: said(m.events_msg_failed),
  unregisterFailed: said(m.events_msg_unregister_failed),
} as const;

/** The titles of a refused registration's notice, and of the answers (member dashboard's wording). */
export const REGISTRATION_TITLES = {
  registered: said(m.dashboard_registered),
  unregistered: said(m.dashboard_toast_unregistered),
  ended: said(m.dashboard_toast_ended),
  notRegistered: said(m.dashboard_toast_not_registered),
  paid: said(m.dashboard_toast_paid),
  failed: said(m.dashboard_toast_registration_failed),
} as const;

export const REGISTRATION_LIMITS = { name: 80, email: 254, phone: 30, emergencyContact: 120, specialRequests: 1000 } as const;
