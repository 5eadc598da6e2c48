/**
 * Actions answer in the caller's language (define-action.ts, decisions 024 and 028): the guard's
 * refusal, each field's message, a service's refusal and title, the failure message and a plain
 * post's notice and next page, each given as a message key, and the messages every action shares.
 * English answers are the spec's wording, unchanged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messageKey } from '#lib/i18n/said.ts';
import { BOOKING_MESSAGES, BOOKING_TITLES } from '#lib/schemas/bookings-messages.ts';
import { OWNER_EVENT_MESSAGES as EVENT, OWNER_EVENT_TITLES } from '#lib/schemas/owner-events-messages.ts';
import { defineFormAction } from '#lib/server/actions/define-action.ts';
import { requireRole } from '#lib/server/auth/guards.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { HttpError, SignInRequired } from '#lib/server/http/errors.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';

const admin: SessionUser = {
  id: 41,
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  role: 'admin',
  isPremium: false,
  businessId: null,
  hasPassword: true,
  favoriteCount: 0,
};

const Input = z.object({
  title: z.string().min(1, messageKey(EVENT.title)),
  outcome: z.enum(['ok', 'taken', 'crash']).default('ok'),
});

const save = defineFormAction({
  changes: 'nothing public',
  localizeNext: true,
  input: Input,
  guard: (context) =>
    context.locals.user
      ? context.locals.user
      : (() => {
          throw new SignInRequired(BOOKING_MESSAGES.loginRequired);
        })(),
  failure: EVENT.failed,
  handler: async ({ outcome }, { locale }) => {
    if (outcome === 'taken') throw new HttpError(409, BOOKING_MESSAGES.full, { title: BOOKING_TITLES.fullyBooked });
    if (outcome === 'crash') throw new Error('disk on fire');
    return {
      locale,
      redirect: '/business-dashboard?tab=services',
      flash: { title: OWNER_EVENT_TITLES.success, description: EVENT.updated, variant: 'success' as const },
    };
  },
});

/** An action of an area not translated: the shared messages still are. */
const plain = defineFormAction({
  changes: 'nothing public',
  input: Input,
  guard: (context) => requireRole(context, 'admin'),
  handler: async () => {
    throw new Error('boom');
  },
});

afterEach(() => vi.restoreAllMocks());

describe('actions in the caller’s language', () => {
  it('says the guard’s refusal, its title and each field’s message in Spanish', async () => {
    const refused = await callAction(save, { title: 'x' }, { locale: 'es' });
    expect(refused.error).toMatchObject({ status: 401, message: 'Inicia sesión para reservar.', title: 'Inicia sesión', signIn: true });
    const invalid = await callAction(save, { title: '' }, { user: admin, locale: 'es' });
    expect(invalid.error).toMatchObject({ status: 400, message: 'El título del evento es obligatorio' });
    expect(fieldsOf(invalid.error)).toEqual({ title: 'El título del evento es obligatorio' });
  });

  it('says a service’s refusal and its title, and an unexpected failure, in Spanish', async () => {
    expect((await callAction(save, { title: 'x', outcome: 'taken' }, { user: admin, locale: 'es' })).error).toMatchObject({
      status: 409,
      message: BOOKING_MESSAGES.full.in('es'),
      title: BOOKING_TITLES.fullyBooked.in('es'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await callAction(save, { title: 'x', outcome: 'crash' }, { user: admin, locale: 'es' })).error).toMatchObject({
      status: 500,
      message: 'No se pudo guardar el evento. Vuelve a intentarlo.',
    });
  });

  it('gives the handler the language, and says a plain post’s notice and next page in it', async () => {
    expect((await callAction(save, { title: 'x' }, { user: admin, locale: 'es' })).data).toEqual({
      locale: 'es',
      redirect: '/es/business-dashboard?tab=services',
      flash: { title: '¡Listo!', description: EVENT.updated.in('es'), variant: 'success' },
    });
  });

  it('answers English callers, and callers without a language, in the spec’s words', async () => {
    for (const locale of ['en', undefined] as const) {
      expect((await callAction(save, { title: 'x', outcome: 'taken' }, { user: admin, locale })).error).toMatchObject({
        message: 'This time is fully booked. Please choose another.',
        title: 'Fully Booked',
      });
      expect((await callAction(save, { title: 'x' }, { user: admin, locale })).data).toMatchObject({
        locale: 'en',
        redirect: '/business-dashboard?tab=services',
        flash: { title: 'Success', description: 'Event updated successfully' },
      });
    }
  });

  it('says the shared messages in the caller’s language for every action', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await callAction(plain, { title: 'x' }, { user: admin, locale: 'fr' })).error).toMatchObject({
      status: 500,
      message: 'Une erreur s’est produite. Veuillez réessayer.',
    });
    expect((await callAction(plain, { title: 'x' }, { user: admin, locale: 'en' })).error).toMatchObject({
      status: 500,
      message: 'Something went wrong. Please try again.',
    });
  });
});
