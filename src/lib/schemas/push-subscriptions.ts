/**
 * A browser's Web Push subscription as the settings card sends it (issue 17), and the words the
 * member reads about it. The endpoint's address rules (https; plain http to this machine only in
 * local mode) are domain/push-endpoint.ts's, applied by the service, which knows the mode.
 */
import { z } from 'zod';
import { asText, idField, nextPathField } from './fields.ts';

export const PUSH_MESSAGES = {
  loginRequired: 'Please log in to manage push notifications.',
  notConfigured: 'Push notifications are not configured on this site.',
  invalidEndpoint: 'Your browser gave a push address that is not valid.',
  invalidKeys: 'Your browser gave push keys that are not valid.',
  notFound: 'This device was not found among yours.',
  turnedOn: 'Push notifications are on for this device.',
  turnedOff: 'Push notifications are off for this device.',
  removed: 'The device was removed: it gets no more push notifications.',
  failed: 'Failed to update push notifications. Please try again.',
} as const;

/** URL-safe base64 of exactly `bytes` bytes (padding allowed), as PushSubscription.toJSON() writes keys. */
const base64urlOf = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`);

/** "Turn on": the subscription the browser made, and the page to come back to. */
export const PushSubscribeSchema = z.object({
  endpoint: z.preprocess(asText, z.string().trim().min(1, PUSH_MESSAGES.invalidEndpoint).max(2000, PUSH_MESSAGES.invalidEndpoint)),
  // The browser's P-256 public key as an uncompressed point (65 bytes, starting 0x04: "B...").
  p256dh: z.preprocess(
    asText,
    z.string().trim().regex(base64urlOf(65), PUSH_MESSAGES.invalidKeys).startsWith('B', PUSH_MESSAGES.invalidKeys),
  ),
  auth: z.preprocess(asText, z.string().trim().regex(base64urlOf(16), PUSH_MESSAGES.invalidKeys)),
  next: nextPathField,
});

/** "Turn off" (this device, by its endpoint) or "Remove" (a device of the list, by its id). */
export const PushRemoveSchema = z
  .object({
    id: z.preprocess((value) => (asText(value).trim() === '' ? undefined : value), idField(PUSH_MESSAGES.notFound).optional()),
    endpoint: z.preprocess(
      (value) => (asText(value).trim() === '' ? undefined : asText(value).trim()),
      z.string().max(2000, PUSH_MESSAGES.notFound).optional(),
    ),
    next: nextPathField,
  })
  .refine((input) => input.id !== undefined || input.endpoint !== undefined, { message: PUSH_MESSAGES.notFound, path: ['id'] });
