/**
 * The moderation, inbox, permission and walking-tour actions answer in the language of the page
 * that called them (decision 024): a refusal's message and its field messages are translated, and
 * the form is validated here so its field messages can be. English answers are unchanged.
 */
import type { z } from 'zod';
import { fieldMessagesIn, moderationMessageIn } from '../../domain/localized-moderation-messages.ts';
import { isLocale, type Locale } from '../../domain/locales.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { fieldError, HttpError, SignInRequired } from '../http/errors.ts';
import { fieldErrors } from '../http/forms.ts';

/** The caller's language (English when the middleware did not set one). */
export const languageOf = (locals: App.Locals): Locale => (isLocale(locals.locale) ? locals.locale : 'en');

/** A refusal in `locale`: its message and field messages translated, status and title kept. */
function refusalIn(locale: Locale, error: HttpError): HttpError {
  if (error instanceof SignInRequired) return error;
  const fields = error.fields && fieldMessagesIn(locale, error.fields);
  return new HttpError(error.status, moderationMessageIn(locale, error.message), { title: error.title, fields, details: error.details });
}

/**
 * Runs an action's work; a refusal comes back in `locale`, and anything unexpected becomes
 * `failure` in `locale` (logged, as the action would).
 */
export async function answerIn<R>(locale: Locale, failure: string, work: () => Promise<R>): Promise<R> {
  if (locale === 'en') return work();
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw refusalIn(locale, error);
    if (isDatabaseUnavailable(error)) throw error;
    console.error('Admin action failed:', error);
    throw new HttpError(500, moderationMessageIn(locale, failure));
  }
}

/** The form checked against `schema`, its field messages in `locale` (400 when something is wrong). */
export function validIn<S extends z.ZodType>(locale: Locale, schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw fieldError(fieldMessagesIn(locale, fieldErrors(parsed.error.issues)));
}
