/**
 * Actions answer in the caller's language (define-action.ts, decision 024): with an area's
 * `translate`, the guard's refusal, each field's message, a service's refusal and title, the
 * failure message and a plain post's notice and next page; without one, only the messages every
 * action shares. English answers are the spec's wording, unchanged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineFormAction, eitherOf, type Translate } from '#lib/server/actions/define-action.ts';
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

/** A small area's map: the spec's English to Spanish. */
const SPANISH: Record<string, string> = {
  'Please log in first.': 'Inicia sesión primero.',
  'Title is required': 'El título es obligatorio',
  'That slot is taken.': 'Ese horario ya está ocupado.',
  'Slot Taken': 'Horario ocupado',
  'Failed to save. Please try again.': 'No se pudo guardar. Inténtalo de nuevo.',
  Saved: 'Guardado',
  'Your changes were saved.': 'Tus cambios se guardaron.',
};
const inSpanish: Translate = (locale, text) => (locale === 'es' ? (SPANISH[text] ?? text) : text);

const Input = z.object({ title: z.string().min(1, 'Title is required'), outcome: z.enum(['ok', 'taken', 'crash']).default('ok') });

const save = defineFormAction({
  translate: inSpanish,
  input: Input,
  guard: (context) =>
    context.locals.user
      ? context.locals.user
      : (() => {
          throw new SignInRequired('Please log in first.');
        })(),
  failure: 'Failed to save. Please try again.',
  handler: async ({ outcome }, { locale }) => {
    if (outcome === 'taken') throw new HttpError(409, 'That slot is taken.', { title: 'Slot Taken' });
    if (outcome === 'crash') throw new Error('disk on fire');
    return {
      locale,
      redirect: '/business-dashboard?tab=services',
      flash: { title: 'Saved', description: 'Your changes were saved.', variant: 'success' as const },
    };
  },
});

/** An action of an area not translated: the shared messages still are. */
const plain = defineFormAction({
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
    expect(refused.error).toMatchObject({ status: 401, message: 'Inicia sesión primero.', title: 'Inicia sesión', signIn: true });
    const invalid = await callAction(save, { title: '' }, { user: admin, locale: 'es' });
    expect(invalid.error).toMatchObject({ status: 400, message: 'El título es obligatorio' });
    expect(fieldsOf(invalid.error)).toEqual({ title: 'El título es obligatorio' });
  });

  it('says a service’s refusal and its title, and an unexpected failure, in Spanish', async () => {
    expect((await callAction(save, { title: 'x', outcome: 'taken' }, { user: admin, locale: 'es' })).error).toMatchObject({
      status: 409,
      message: 'Ese horario ya está ocupado.',
      title: 'Horario ocupado',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await callAction(save, { title: 'x', outcome: 'crash' }, { user: admin, locale: 'es' })).error).toMatchObject({
      status: 500,
      message: 'No se pudo guardar. Inténtalo de nuevo.',
    });
  });

  it('gives the handler the language, and says a plain post’s notice and next page in it', async () => {
    expect((await callAction(save, { title: 'x' }, { user: admin, locale: 'es' })).data).toEqual({
      locale: 'es',
      redirect: '/es/business-dashboard?tab=services',
      flash: { title: 'Guardado', description: 'Tus cambios se guardaron.', variant: 'success' },
    });
  });

  it('answers English callers, and callers without a language, in the spec’s words', async () => {
    for (const locale of ['en', undefined] as const) {
      expect((await callAction(save, { title: 'x', outcome: 'taken' }, { user: admin, locale })).error).toMatchObject({
        message: 'That slot is taken.',
        title: 'Slot Taken',
      });
      expect((await callAction(save, { title: 'x' }, { user: admin, locale })).data).toMatchObject({
        locale: 'en',
        redirect: '/business-dashboard?tab=services',
        flash: { title: 'Saved' },
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

  it('reads several areas’ maps as one, the first that knows a text saying it', () => {
    const first: Translate = (locale, text) => (text === 'a' ? 'A1' : text);
    const second: Translate = (locale, text) => (text === 'a' || text === 'b' ? text.toUpperCase() + '2' : text);
    const both = eitherOf(first, second);
    expect([both('es', 'a'), both('es', 'b'), both('es', 'c')]).toEqual(['A1', 'B2', 'c']);
  });
});
