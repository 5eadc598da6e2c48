/**
 * A form action's parts that answer in the visitor's language (decision 024): the guard's
 * refusals, each field message of the input, a service's refusal, the failure message and the
 * notice of a plain post all go through `translate(locale, english)`, and the post returns to
 * the page in its language. English passes through unchanged. The input is validated at the
 * start of the handler, after the guard and the rate limit, as defineFormAction does.
 */
import { z } from 'zod';
import { localizePath, type Locale } from '../../domain/locales.ts';
import type { SessionUser } from '../auth/session.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { fieldError, HttpError, SignInRequired } from '../http/errors.ts';
import { fieldErrors } from '../http/forms.ts';
import type { ActionContext, FormAnswer, Guard } from './define-action.ts';

type Translate = (locale: Locale, english: string) => string;
type Call = { context: ActionContext; user: SessionUser; ip: string };

type Parts<S extends z.ZodType, R> = {
  input: S;
  guard: Guard;
  failure?: string;
  handler: (input: z.output<S>, call: Call) => Promise<R>;
} & Record<string, unknown>;

/** An HttpError with its message, title and field messages in `locale`. */
function translated(error: HttpError, locale: Locale, translate: Translate): HttpError {
  if (error instanceof SignInRequired) return new SignInRequired(translate(locale, error.message));
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([name, text]) => [name, translate(locale, text)]));
  return new HttpError(error.status, translate(locale, error.message), { details: error.details, title: error.title && translate(locale, error.title), fields });
}

/** `parts` for defineFormAction, answering in the language of the page that posted. */
export function inVisitorLanguage<S extends z.ZodType, R>(parts: Parts<S, R>, translate: Translate) {
  const { input, guard, failure, handler, ...rest } = parts;
  const localeOf = (context: ActionContext): Locale => context.locals.locale ?? 'en';
  return {
    ...rest,
    // The form as sent: it is read with `input` in the handler, where its messages can be translated.
    input: z.unknown(),
    failure,
    guard: ((context, raw) => {
      try {
        return guard(context, raw);
      } catch (error) {
        throw error instanceof HttpError ? translated(error, localeOf(context), translate) : error;
      }
    }) satisfies Guard,
    handler: async (raw: unknown, call: Call): Promise<R> => {
      const locale = localeOf(call.context);
      try {
        const parsed = await input.safeParseAsync(raw);
        if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
        const result = await handler(parsed.data, call);
        return locale === 'en' ? result : inLanguage(result, locale, translate);
      } catch (error) {
        if (error instanceof HttpError) throw translated(error, locale, translate);
        if (isDatabaseUnavailable(error) || !failure || locale === 'en') throw error;
        console.error(`Action failed on ${call.context.request.method} ${call.context.url.pathname}:`, error);
        throw new HttpError(500, translate(locale, failure));
      }
    },
  };
}

/** A handler's answer with its notice in `locale` and its page address in that language. */
function inLanguage<R>(result: R, locale: Locale, translate: Translate): R {
  if (!result || typeof result !== 'object') return result;
  const answer = result as R & FormAnswer;
  const flash = answer.flash && { ...answer.flash, title: translate(locale, answer.flash.title), ...(answer.flash.description && { description: translate(locale, answer.flash.description) }) };
  const redirect = answer.redirect && localizePath(locale, answer.redirect);
  return { ...answer, ...(flash && { flash }), ...(redirect && { redirect }) };
}
