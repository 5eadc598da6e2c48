/** POST /api/admin/events (spec 02): an admin creates a listed event (title and date required; facts and a repeat as the owner's). 201 {message, event}; 400 per field; 401; 403. */
import { ACCESS_FACT_KEYS } from '#lib/domain/accessibility.ts';
import { readBody } from '#lib/server/api/body.ts';
import { apiWrite, json } from '#lib/server/api/http.ts';
import { requireCapability } from '#lib/server/auth/permissions.ts';
import { createEventAsAdmin } from '#lib/server/admin/admin-create.ts';
import { getDb } from '#lib/server/db/client.ts';
import { fieldError } from '#lib/server/http/errors.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { AdminEventSchema } from '#lib/schemas/admin-create.ts';
import { ADMIN_CREATE_MESSAGES } from '#lib/schemas/admin-tools-messages.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';
import { wrongTypeFields } from '#lib/schemas/fields.ts';

const FIELDS = [
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
  'communityBoardId',
  'businessId',
  'repeats',
  'repeatsUntil',
  ...ACCESS_FACT_KEYS,
];
const FLAGS = ['requiresBooking', 'isPremium', ...ACCESS_FACT_KEYS];

export const POST = apiWrite('named', async (context) => {
  const user = requireCapability(context, 'businesses:manage_all');
  const { values } = await readBody(context.request);
  const wrong = wrongTypeFields(values, FIELDS, FLAGS);
  if (Object.keys(wrong).length > 0) throw fieldError(wrong);
  const parsed = await AdminEventSchema.safeParseAsync(values);
  if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
  const event = await createEventAsAdmin(getDb(), parsed.data, user.id);
  return json({ message: ADMIN_CREATE_MESSAGES.eventCreated.in(apiLocaleOf(context.request, context.url)), event }, { status: 201 });
});
