/** POST /api/auth/login {email, password}: starts a session; 400, 401 or 429 with a message otherwise. */
import { apiWrite, json } from '#lib/server/api/http.ts';
import { readBody } from '#lib/server/api/body.ts';
import { SignInSchema } from '#lib/schemas/auth.ts';
import { signIn } from '#lib/server/auth/accounts.ts';
import { startSession } from '#lib/server/auth/sign-in.ts';
import { DEVICE_COOKIE } from '#lib/server/auth/known-devices.ts';
import { clientIp, fieldErrors } from '#lib/server/http/forms.ts';
import { HttpError } from '#lib/server/http/errors.ts';

export const POST = apiWrite('nothing public', async (context) => {
  const { values } = await readBody(context.request);
  const input = SignInSchema.safeParse(values);
  if (!input.success) {
    const [issue] = input.error.issues;
    const field = String(issue.path[0]);
    throw new HttpError(400, fieldErrors([issue])[field], { details: { field } });
  }
  const outcome = await signIn(input.data.email, input.data.password, clientIp(context), {
    device: context.cookies.get(DEVICE_COOKIE)?.value,
  });
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
  await startSession(context, outcome.userId);
  return json({ message: 'Welcome back!' });
});
