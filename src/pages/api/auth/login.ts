/** POST /api/auth/login {email, password}: starts a session; 400, 401 or 429 with a message otherwise. */
import { apiRoute, json, jsonError } from '../../../lib/server/api/http';
import { readBody } from '../../../lib/server/api/body';
import { SignInSchema } from '../../../lib/schemas/auth';
import { signIn } from '../../../lib/server/auth/accounts';
import { startSession } from '../../../lib/server/auth/sign-in';
import { DEVICE_COOKIE } from '../../../lib/server/auth/known-devices';
import { clientIp } from '../../../lib/server/http/forms';

export const POST = apiRoute(async (context) => {
  const { values } = await readBody(context.request);
  const input = SignInSchema.safeParse(values);
  if (!input.success) return jsonError(400, input.error.issues[0].message, { field: String(input.error.issues[0].path[0]) });
  const outcome = await signIn(input.data.email, input.data.password, clientIp(context), {
    device: context.cookies.get(DEVICE_COOKIE)?.value,
  });
  if (!outcome.ok) return jsonError(outcome.status, outcome.message);
  await startSession(context, outcome.userId);
  return json({ message: 'Welcome back!' });
});
