/**
 * GET /api/businesses/{id}: the public business. PATCH: the owner of that business (or an admin)
 * changes the fields it sends (spec 02 section 7), 200 with the business as the page shows it;
 * 400 with a message per field, 401, 403 for another owner's business, 404; nothing changes on
 * any refusal. Cross-site writes are refused by the middleware before this runs.
 */
import { ACCESS_FACT_KEYS } from '#lib/domain/accessibility.ts';
import { getDb } from '#lib/server/db/client.ts';
import { apiRoute, apiWrite, json, jsonError, parseIdParam, publicJson } from '#lib/server/api/http.ts';
import { readBody } from '#lib/server/api/body.ts';
import { apiLocaleOf } from '#lib/server/api/api-locale.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getBusiness } from '#lib/server/businesses/businesses.ts';
import { updateBusiness } from '#lib/server/businesses/business-edit.ts';
import { fieldError, HttpError } from '#lib/server/http/errors.ts';
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { BUSINESS_EDIT_FIELDS, BUSINESS_EDIT_MESSAGES, businessPatchSchema } from '#lib/schemas/business-edit.ts';
import { wrongTypeFields } from '#lib/schemas/fields.ts';

export const GET = apiRoute(async ({ params }) => {
  const business = await getBusiness(getDb(), parseIdParam(params.id));
  if (!business) throw new HttpError(404, said(m.media_error_business_not_found));
  return publicJson(business);
});

export const PATCH = apiWrite('named', async (context) => {
  requireRole(context, ['business_owner', 'admin']);
  const businessId = parseIdParam(context.params.id);
  requireBusinessOwner(context, businessId);
  const { values } = await readBody(context.request);
  const schema = businessPatchSchema(values);
  if (!schema) throw new HttpError(400, BUSINESS_EDIT_MESSAGES.nothing);
  // An object or list where text belongs is refused, never read as "empty" (which would clear the field).
  const wrongType = wrongTypeFields(values, BUSINESS_EDIT_FIELDS, ACCESS_FACT_KEYS);
  if (Object.keys(wrongType).length > 0) throw fieldError(wrongType);
  const parsed = await schema.safeParseAsync(values);
  if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
  const business = await updateBusiness(getDb(), businessId, parsed.data);
  return json({ message: BUSINESS_EDIT_MESSAGES.updated.in(apiLocaleOf(context.request, context.url)), business });
});
