/**
 * The spec's wording for event registration (spec 01 sections 2.8, 5 and 8; spec 02 section 8)
 * and the form's limits, shared by the schema, the services and the islands (no zod here).
 */
import { PHONE_INVALID_MESSAGE } from '../domain/phone.ts';

export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  emergencyPhoneInvalid: 'Please enter a valid emergency phone number (at least 7 digits)',
  loginRequired: 'Please log in to register for events.',
  notFound: 'Event Not Found',
  ended: 'This event has already ended.',
  already: 'You are already registered for this event.',
  premiumOnly: 'This is a members-only event. Upgrade to Premium to register.',
  full: 'This event is full.',
  paymentsClosed: 'Online payment is not available on this site yet, so paid seats cannot be booked here. Nothing has been charged.',
  notRegistered: 'You are not registered for this event.',
  unregisterPaid: 'This seat is paid and its ticket issued, so it cannot be cancelled here. Contact us if you need a refund.',
  unregisterEnded: 'This event has already ended, so its registration can no longer be cancelled.',
  registered: 'You have been registered for the event!',
  unregistered: 'You have been unregistered from the event.',
  failed: 'Failed to register for event. Please try again.',
  unregisterFailed: 'Failed to unregister from event. Please try again.',
} as const;

export const REGISTRATION_LIMITS = { name: 80, email: 254, phone: 30, emergencyContact: 120, specialRequests: 1000 } as const;
