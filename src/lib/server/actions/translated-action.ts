/**
 * A form action (define-action.ts) that answers in the visitor's language (decision 024): the
 * guard's refusal, each field's message, a service's refusal and the failure message go through
 * `translate` with the language of the page that posted (context.locals.locale; an island's call
 * carries its page's). The handler gets that language for its own notice. The steps and their
 * order are define-action's: guard, rate limit, input, handler; the input is checked in the
 * handler here, so that its messages can be translated, and English passes through unchanged.
 */
import { z } from 'zod';
import { isLocale, type Locale } from '../../domain/locales.ts';
import type { SessionUser } from '../auth/session.ts';
import { fieldError, HttpError, SignInRequired, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import { fieldErrors } from '../http/forms.ts';
import type { WriteLimit } from '../security/rate-limit.ts';
import { defineFormAction, toActionError, type ActionContext, type Guard } from './define-action.ts';

/** English text of the server in `locale` (a message map such as organiserMessageIn). */
export type Translate = (locale: Locale, text: string) => string;

type Spec<S extends z.ZodType, R> = {
  input: S;
  guard: Guard;
  limit?: WriteLimit;
  failure?: string;
  back?: boolean;
  handler: (input: z.output<S>, call: { context: ActionContext; user: SessionUser; ip: string; locale: Locale }) => Promise<R>;
};

/** The form as it comes, checked by the action's own schema in the handler. */
const RawForm = z.custom<Readonly<Record<string, unknown>>>((value) => typeof value === 'object' && value !== null);

/** The language of the page that called the action ('en' without one). */
export const localeOf = (context: { locals: App.Locals }): Locale => (isLocale(context.locals.locale) ? context.locals.locale : 'en');

/** A form action whose every answer is in the visitor's language. */
export function defineTranslatedFormAction<S extends z.ZodType, R>(translate: Translate, spec: Spec<S, R>) {
  return defineFormAction({
    input: RawForm,
    guard: (context, raw) => {
      try {
        return spec.guard(context, raw);
      } catch (error) {
        throw translatedError(localeOf(context), error, translate);
      }
    },
    limit: spec.limit,
    back: spec.back,
    handler: async (raw, { context, user, ip }) => {
      const locale = localeOf(context);
      try {
        const parsed = await spec.input.safeParseAsync(raw);
        if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
        return await spec.handler(parsed.data, { context, user, ip, locale });
      } catch (error) {
        const failure = translate(locale, spec.failure ?? SOMETHING_WENT_WRONG);
        throw toActionError(translatedError(locale, error, translate), `${context.request.method} ${context.url.pathname}`, failure);
      }
    },
  });
}

/** A service's or guard's refusal with its message, title and field messages in `locale`; anything else as it is. */
export function translatedError(locale: Locale, error: unknown, translate: Translate): unknown {
  if (locale === 'en' || !(error instanceof HttpError)) return error;
  const message = translate(locale, error.message);
  const title = error.title === undefined ? undefined : translate(locale, error.title);
  if (error instanceof SignInRequired) return Object.assign(new SignInRequired(message), { title });
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, translate(locale, text)]));
  return new HttpError(error.status, message, { title, fields, details: error.details });
}
