/**
 * What the check-in page sends (decision 025): the event, and a batch of scans made on the phone,
 * each with its own id and the time it was read. Scans made offline arrive later, in batches.
 */
import { z } from 'zod';
import { idField } from './fields.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { CHECK_IN_BATCH, CHECK_IN_MESSAGES } from './check-in-messages.ts';

export { CHECK_IN_BATCH, CHECK_IN_MESSAGES };

/** The messages as zod takes them (tokens that fieldErrors turns back into the messages). */
const SCANS = messageKey(CHECK_IN_MESSAGES.scans);

/** A scan's time may lie this far in the past (an event's day, with room) and not in the future beyond clock drift. */
const PAST_MS = 7 * 86_400_000;
const DRIFT_MS = 10 * 60_000;

// Whatever is wrong with a scan, the page is told the one thing it can act on.
const ScanSchema = z.object(
  {
    code: z.string({ error: SCANS }).max(200, SCANS),
    scannedAt: z.number({ error: SCANS }).int(SCANS),
    deviceScanId: z.string({ error: SCANS }).regex(/^[A-Za-z0-9-]{8,64}$/, SCANS),
  },
  { error: SCANS },
);

/** The scans, sent as JSON text in the form; times checked against now. */
const scansField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  },
  z
    .array(ScanSchema, { message: SCANS })
    .max(CHECK_IN_BATCH, SCANS)
    .refine((scans) => scans.every((scan) => scan.scannedAt > Date.now() - PAST_MS && scan.scannedAt < Date.now() + DRIFT_MS), SCANS),
);

export const CheckInEventSchema = z.object({ eventId: idField(messageKey(CHECK_IN_MESSAGES.notFound)) });
export const CheckInSyncSchema = CheckInEventSchema.extend({ scans: scansField });
export type CheckInSync = z.output<typeof CheckInSyncSchema>;
