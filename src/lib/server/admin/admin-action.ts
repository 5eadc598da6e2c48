/**
 * An admin write that answers in the visitor's language (decision 024): defineFormAction's steps,
 * with the input validated inside the handler so that each field's message, a service's refusal
 * (HttpError) and the failure message reach the admin in the language of the page that called
 * (context.locals.locale; an island's call takes its page's language from the Referer).
 */
import { z } from 'zod';
import { isLocale, type Locale } from '../../domain/locales.ts';
import { adminMessageIn } from '../../domain/localized-admin-messages.ts';
import { defineFormAction, type ActionContext, type Guard } from '../actions/define-action.ts';
import type { SessionUser } from '../auth/session.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/client.ts';
import { fieldError, HttpError, SignInRequired } from '../http/errors.ts';
import { fieldErrors } from '../http/forms.ts';

/** The form as sent: validated by the action's own schema in the handler. */
const RAW_FORM = z.record(z.string(), z.unknown());

/** The language of the page that called (English when none is known, as in unit tests). */
export const localeOf = (context: Pick<ActionContext, 'locals'>): Locale => (isLocale(context.locals.locale) ? context.locals.locale : 'en');

/** A refusal in `locale`: its message, title kept, and each field's message. */
function translated(locale: Locale, error: HttpError): HttpError {
  if (locale === 'en' || error instanceof SignInRequired) return error;
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, adminMessageIn(locale, message)]));
  return new HttpError(error.status, adminMessageIn(locale, error.message), { title: error.title, fields, details: error.details });
}

type Parts<S extends z.ZodType, R> = {
  input: S;
  guard: Guard;
  /** The spec's message when something unexpected fails, in English (translated when answered). */
  failure: string;
  handler: (input: z.output<S>, call: { context: ActionContext; user: SessionUser; ip: string; locale: Locale }) => Promise<R>;
};

/** An admin form action whose refusals are in the caller's language. */
export function defineAdminAction<S extends z.ZodType, R>({ input, guard, failure, handler }: Parts<S, R>) {
  return defineFormAction({
    input: RAW_FORM,
    guard: (context, raw) => {
      try {
        return guard(context, raw);
      } catch (error) {
        throw error instanceof HttpError ? translated(localeOf(context), error) : error;
      }
    },
    failure,
    handler: async (raw, call) => {
      const locale = localeOf(call.context);
      try {
        const parsed = await input.safeParseAsync(raw);
        if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
        return await handler(parsed.data, { ...call, locale });
      } catch (error) {
        if (locale === 'en') throw error;
        if (error instanceof HttpError) throw translated(locale, error);
        if (isDatabaseUnavailable(error)) {
          if (!(error instanceof DatabaseUnavailableError)) console.error(`Database unavailable on ${call.context.request.method} ${call.context.url.pathname}:`, error);
          throw new HttpError(503, adminMessageIn(locale, "The guide's data service is not available right now. Please try again in a few minutes."));
        }
        if (error instanceof Error && error.name === 'ActionError') throw error;
        console.error(`Action failed on ${call.context.request.method} ${call.context.url.pathname}:`, error);
        throw new HttpError(500, adminMessageIn(locale, failure));
      }
    },
  });
}
