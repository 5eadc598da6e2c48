/** POST /api/admin/businesses (spec 02): an admin creates a listed business. 201 {message, business}; 400 per field; 401; 403. */
import { readBody } from '#lib/server/api/body.ts';
import { apiWrite, json } from '#lib/server/api/http.ts';
import { requireCapability } from '#lib/server/auth/permissions.ts';
import { createBusinessAsAdmin } from '#lib/server/admin/admin-create.ts';
import { getDb } from '#lib/server/db/client.ts';
import { fieldError } from '#lib/server/http/errors.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { AdminBusinessSchema } from '#lib/schemas/admin-create.ts';
import { ADMIN_CREATE_MESSAGES } from '#lib/schemas/admin-tools-messages.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';
import { BUSINESS_EDIT_FIELDS } from '#lib/schemas/business-edit.ts';
import { wrongTypeFields } from '#lib/schemas/fields.ts';
import { ACCESS_FACT_KEYS } from '#lib/domain/accessibility.ts';

export const POST = apiWrite('named', async (context) => {
  const user = requireCapability(context, 'businesses:manage_all');
  const { values } = await readBody(context.request);
  const wrong = wrongTypeFields(values, BUSINESS_EDIT_FIELDS, ACCESS_FACT_KEYS);
  if (Object.keys(wrong).length > 0) throw fieldError(wrong);
  const parsed = await AdminBusinessSchema.safeParseAsync(values);
  if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
  const business = await createBusinessAsAdmin(getDb(), parsed.data, user.id);
  return json({ message: ADMIN_CREATE_MESSAGES.businessCreated.in(apiLocaleOf(context.request, context.url)), business }, { status: 201 });
});
