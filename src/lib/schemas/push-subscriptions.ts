/**
 * A browser's Web Push subscription as the settings card sends it (issue 17), and the words the
 * member reads about it. The endpoint's address rules (https; plain http to this machine only in
 * local mode) are domain/push-endpoint.ts's, applied by the service, which knows the mode.
 */
import { z } from 'zod';
import { asText, idField, nextPathField } from './fields.ts';
import { messageKeys, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export const PUSH_MESSAGES = {
  loginRequired: said(m.notify_msg_login),
  notConfigured: said(m.notify_msg_not_configured),
  invalidEndpoint: said(m.notify_msg_invalid_endpoint),
  invalidKeys: said(m.notify_msg_invalid_keys),
  notFound: said(m.notify_msg_not_found),
  turnedOn: said(m.notify_msg_on),
  turnedOff: said(m.notify_msg_off),
  removed: said(m.notify_msg_removed),
  failed: said(m.notify_msg_failed),
  title: said(m.notify_msg_title),
} as const;

/** The messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(PUSH_MESSAGES);

/** URL-safe base64 of exactly `bytes` bytes (padding allowed), as PushSubscription.toJSON() writes keys. */
const base64urlOf = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`);

/** "Turn on": the subscription the browser made, and the page to come back to. */
export const PushSubscribeSchema = z.object({
  endpoint: z.preprocess(asText, z.string().trim().min(1, M.invalidEndpoint).max(2000, M.invalidEndpoint)),
  // The browser's P-256 public key as an uncompressed point (65 bytes, starting 0x04: "B...").
  p256dh: z.preprocess(asText, z.string().trim().regex(base64urlOf(65), M.invalidKeys).startsWith('B', M.invalidKeys)),
  auth: z.preprocess(asText, z.string().trim().regex(base64urlOf(16), M.invalidKeys)),
  next: nextPathField,
});

/** "Turn off" (this device, by its endpoint) or "Remove" (a device of the list, by its id). */
export const PushRemoveSchema = z
  .object({
    id: z.preprocess((value) => (asText(value).trim() === '' ? undefined : value), idField(M.notFound).optional()),
    endpoint: z.preprocess(
      (value) => (asText(value).trim() === '' ? undefined : asText(value).trim()),
      z.string().max(2000, M.notFound).optional(),
    ),
    next: nextPathField,
  })
  .refine((input) => input.id !== undefined || input.endpoint !== undefined, { message: M.notFound, path: ['id'] });
