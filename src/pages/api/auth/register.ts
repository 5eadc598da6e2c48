/**
 * POST /api/auth/register: the auth page's short form {email, password, firstName, lastName?}, or
 * the full /register form (adds confirmPassword, accountType or role, subscriptionPlan, terms).
 * Creates the account and signs it in; 201 with the next page to show.
 */
import { apiWrite, json } from '#lib/server/api/http.ts';
import { readBody } from '#lib/server/api/body.ts';
import { QuickRegisterSchema, RegisterSchema, type RegisterInput } from '#lib/schemas/auth.ts';
import { createAccount, type NewAccount } from '#lib/server/auth/accounts.ts';
import { startSession } from '#lib/server/auth/sign-in.ts';
import { clientIp, fieldErrors } from '#lib/server/http/forms.ts';
import { HttpError } from '#lib/server/http/errors.ts';

export const POST = apiWrite('nothing public', async (context) => {
  const { values } = await readBody(context.request);
  if (values.role !== undefined && values.accountType === undefined) values.accountType = values.role;
  const full = 'accountType' in values || 'subscriptionPlan' in values || 'confirmPassword' in values;
  const parsed = full ? RegisterSchema.safeParse(values) : QuickRegisterSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    throw new HttpError(400, Object.values(errors)[0], { fields: errors });
  }
  const account: NewAccount = {
    email: parsed.data.email,
    password: parsed.data.password,
    firstName: parsed.data.firstName,
    lastName: parsed.data.lastName || null,
    role: 'user',
  };
  let premium = false;
  if (full) {
    const data = parsed.data as RegisterInput;
    account.role = data.accountType;
    premium = data.subscriptionPlan === 'premium';
  }
  const outcome = await createAccount(account, clientIp(context));
  if (!outcome.ok)
    throw new HttpError(outcome.status, outcome.message, outcome.field ? { fields: { [outcome.field]: outcome.message } } : {});
  await startSession(context, outcome.userId);
  return json({ message: 'Account created!', next: premium ? '/premium' : '/' }, { status: 201 });
});
