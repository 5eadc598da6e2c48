/**
 * The JSON side of event registration (spec 01/02 section 7): POST and DELETE
 * /api/user/events/{id}/register (and POST /api/events/{id}/register), GET /api/user/events.
 * Signed-in members only (401). The same services as the events actions.
 *
 * The spec's calls send no body: the member is then registered with the account's name and email
 * and no phone number. A body, when sent, is the page's payload and is validated like the page's
 * form (phone required), with the account's name and email filling in absent fields.
 */
import type { APIContext } from 'astro';
import { ApiOrderSchema, REGISTRATION_MESSAGES, RegistrationSchema, type RegistrationContact } from '#lib/schemas/events.ts';
import type { Text } from '#lib/i18n/said.ts';
import { readBody } from '../api/body.ts';
import { apiLocaleOf } from '../api/api-locale.ts';
import { json, parseIdParam } from '../api/http.ts';
import { requireUser } from '../auth/guards.ts';
import { requireCapability } from '../auth/permissions.ts';
import { getDb, isDatabaseUnavailable } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { clientIp, fieldErrors } from '../http/forms.ts';
import { limitAttempt, limitKey, TOO_MANY_ATTEMPTS } from '../security/rate-limit.ts';
import { siteOrigin } from '../http/site-url.ts';
import { cancelRegistration, contactFromAccount, refusalError, register, REGISTRATION_LIMIT } from './registrations.ts';
import { listUserRegistrations } from './user-registrations.ts';
import { startTicketCheckout } from './tickets.ts';
import { placeOrder, sellsByType } from './ticket-orders.ts';
import { paymentsConfigured, requireStripe } from '../payments/stripe.ts';

const CONTACT_FIELDS = Object.keys(RegistrationSchema.shape);

/** Runs a write, turning unexpected failures into the spec's failure message (503), never a crash. */
async function guarded<T>(work: () => Promise<T>, message: Text, what: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
    console.error(`${what} failed:`, error);
    throw new HttpError(503, message);
  }
}

/** POST: registers the signed-in member; 201 with the registration, or 400/403/404/409/429 with a message. */
export async function registerFromApi(context: APIContext): Promise<Response> {
  const user = requireCapability(context, 'events:register');
  const eventId = parseIdParam(context.params.id);
  const { values } = await readBody(context.request);
  const sent = CONTACT_FIELDS.some((field) => values[field] !== undefined && values[field] !== null);
  let contact: RegistrationContact;
  if (!sent) {
    contact = contactFromAccount(user);
  } else {
    const input = RegistrationSchema.safeParse({
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      ...values,
    });
    if (!input.success) throw fieldError(fieldErrors(input.error.issues));
    contact = input.data;
  }
  if (await limitAttempt([limitKey(REGISTRATION_LIMIT, { ip: clientIp(context), userId: user.id })], REGISTRATION_LIMIT.limit))
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  // An event sold by ticket type takes an order: `tickets` and `promoCode` in the body (issue 33).
  const byType = await sellsByType(getDb(), eventId);
  const order = byType ? ApiOrderSchema.safeParse({ tickets: values.tickets, promoCode: values.promoCode }) : null;
  if (order && !order.success) throw fieldError(fieldErrors(order.error.issues));
  const common = { user, eventId, contact, origin: siteOrigin(context), paymentsOpen: paymentsConfigured() };
  const outcome = await guarded(
    () =>
      order?.success
        ? placeOrder(getDb(), { ...common, order: { quantities: order.data.tickets, promoCode: order.data.promoCode } })
        : register(getDb(), common),
    REGISTRATION_MESSAGES.failed,
    `Registering user ${user.id} for event ${eventId}`,
  );
  if (!outcome.ok) throw refusalError(outcome);
  if (outcome.registration.status === 'awaiting_payment') {
    // The seat is held for payment: the answer carries the Checkout address to pay at.
    const checkout = await startTicketCheckout(getDb(), requireStripe(), { payer: user, eventId, origin: siteOrigin(context) });
    return json(
      {
        message: 'Your seat is held for 30 minutes. Pay at checkoutUrl to confirm it.',
        eventId,
        registration: outcome.registration,
        checkoutUrl: checkout.url,
      },
      { status: 201 },
    );
  }
  return json(
    {
      message: REGISTRATION_MESSAGES.registered.in(apiLocaleOf(context.request, context.url)),
      eventId,
      registration: outcome.registration,
    },
    { status: 201 },
  );
}

/** DELETE: cancels the member's registration (freeing the seat); 404 when there is none, 409 once the event is over. */
export async function unregisterFromApi(context: APIContext): Promise<Response> {
  const user = requireUser(context);
  const eventId = parseIdParam(context.params.id);
  const outcome = await guarded(
    () => cancelRegistration(getDb(), user.id, eventId, new Date(), siteOrigin(context)),
    REGISTRATION_MESSAGES.unregisterFailed,
    `Unregistering user ${user.id} from event ${eventId}`,
  );
  if (!outcome.ok) throw refusalError(outcome);
  return json({ message: REGISTRATION_MESSAGES.unregistered.in(apiLocaleOf(context.request, context.url)) });
}

/** GET: the member's registrations, upcoming first, each with its event. */
export async function listRegistrationsFromApi(context: APIContext): Promise<Response> {
  const user = requireUser(context);
  return json(await listUserRegistrations(getDb(), user.id));
}
