/**
 * The spec's JSON event calls for owners (POST /api/events, PATCH and DELETE /api/events/{id}):
 * the owner of the event's business or an admin, validated with the dashboard form's schema, the
 * same services as the actions. PATCH changes the fields it sends: the rest are the event's own;
 * it changes one date of a series, never its repeat.
 */
import type { APIContext } from 'astro';
import { ACCESS_FACT_KEYS } from '#lib/domain/accessibility.ts';
import { eventFormValues } from '#lib/domain/owner-event-form.ts';
import { OWNER_EVENT_MESSAGES, OwnerEventEditSchema, OwnerEventSchema } from '#lib/schemas/owner-events.ts';
import { wrongTypeFields } from '#lib/schemas/fields.ts';
import { apiLocaleOf } from '../api/api-locale.ts';
import { readBody } from '../api/body.ts';
import { json, parseIdParam } from '../api/http.ts';
import { requireBusinessOwner, requireRole } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { fieldErrors } from '../http/forms.ts';
import { siteOrigin } from '../http/site-url.ts';
import { getStripe } from '../payments/stripe.ts';
import { businessOfEvent, cancelOwnerEvent, createOwnerEvent, eventForEditing, updateOwnerEvent } from './owner-events.ts';

/** The fields a body may send; the accessibility facts also as true or false, and a new event's repeat (the choices of the form). */
const EVENT_FIELDS = [
  'title',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'price',
  'maxCapacity',
  'requiresBooking',
  'isPremium',
  'imageUrl',
  'businessId',
  'repeats',
  'repeatsUntil',
  ...ACCESS_FACT_KEYS,
];
const FLAGS = ['requiresBooking', 'isPremium', ...ACCESS_FACT_KEYS];

/** Refuses objects and lists where text belongs (they would read as empty and clear a field). */
function refuseWrongTypes(values: Record<string, unknown>): void {
  const wrong = wrongTypeFields(values, EVENT_FIELDS, FLAGS);
  if (Object.keys(wrong).length > 0) throw fieldError(wrong);
}

/** The parsed input, or 400 with each field's message. */
function checked<T>(
  parsed: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
  return parsed.data;
}

export async function createEventFromApi(context: APIContext): Promise<Response> {
  requireRole(context, ['business_owner', 'admin']);
  const { values } = await readBody(context.request);
  refuseWrongTypes(values);
  // The owner's own business when none is named.
  const named = values.businessId ?? context.locals.user?.businessId ?? '';
  const user = requireBusinessOwner(context, Number(named));
  const input = checked(await OwnerEventSchema.safeParseAsync({ ...values, businessId: named }));
  const event = await createOwnerEvent(getDb(), input, user.id);
  return json({ message: OWNER_EVENT_MESSAGES.created.in(apiLocaleOf(context.request, context.url)), event }, { status: 201 });
}

export async function updateEventFromApi(context: APIContext): Promise<Response> {
  const eventId = parseIdParam(context.params.id);
  requireRole(context, ['business_owner', 'admin']);
  const db = getDb();
  const businessId = await businessOfEvent(db, eventId);
  requireBusinessOwner(context, businessId);
  const { values } = await readBody(context.request);
  refuseWrongTypes(values);
  // A date's repeat is set when the series is made; PATCH changes one date (decision 020).
  const repeat = ['repeats', 'repeatsUntil'].find(
    (field) => !['', 'none', null, undefined].includes(values[field] as string | null | undefined),
  );
  if (repeat) throw fieldError({ [repeat]: OWNER_EVENT_MESSAGES.repeatsOnEdit });
  const current = await eventForEditing(db, eventId);
  if (!current) throw new HttpError(404, OWNER_EVENT_MESSAGES.notFound);
  const input = checked(await OwnerEventEditSchema.safeParseAsync({ ...eventFormValues(current), ...values, businessId, eventId }));
  const event = await updateOwnerEvent(db, input);
  return json({ message: OWNER_EVENT_MESSAGES.updated.in(apiLocaleOf(context.request, context.url)), event });
}

export async function cancelEventFromApi(context: APIContext): Promise<Response> {
  const eventId = parseIdParam(context.params.id);
  requireRole(context, ['business_owner', 'admin']);
  const db = getDb();
  const businessId = await businessOfEvent(db, eventId);
  requireBusinessOwner(context, businessId);
  const outcome = await cancelOwnerEvent(db, getStripe(), { businessId, eventId, origin: siteOrigin(context) });
  return json({ message: OWNER_EVENT_MESSAGES.cancelled.in(apiLocaleOf(context.request, context.url)), ...outcome });
}
