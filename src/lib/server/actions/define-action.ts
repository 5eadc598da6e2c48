/**
 * The one shape of a write (decision 009): an Astro Action that accepts a form, whether a plain
 * HTML form posts it (no JavaScript; the middleware answers, actions/form-posts.ts) or an island
 * calls it with FormData. In this order:
 *
 *   1. the guard (requireUser, requireRole, requireBusinessOwner): 401 or 403, before anything
 *      is read of the input, so a visitor without the right learns nothing from it;
 *   2. the honeypot of a public form: a bot that filled it gets the pretend result, nothing else;
 *   3. the rate limit, counted per address or per account, every attempt: 429 over it;
 *   4. the input, validated with the domain's zod schema (lib/schemas): 400 with each field's message;
 *   5. the handler, a few lines calling one service function.
 *
 * Every failure becomes an ActionError with the status and the spec's message: a service's
 * HttpError as it is (with field messages when it has them), an unreachable database as 503, and
 * anything unexpected as 500 with the action's failure message (or "Something went wrong"), logged,
 * never a stack trace or raw message.
 *
 * Answers are in the language of the page that called (decision 024; an island's call carries its
 * page's, see middleware.ts): the handler gets that `locale` for what it writes itself. Refusals,
 * field messages, the failure message and the notice of a plain post given as messages
 * (`said(m.key)`, lib/i18n/said.ts) are said in that language here, once (decision 028), the
 * messages every action shares included (too many attempts, the data service, something went
 * wrong). Text that is no message (a name, a number) is the same in every language.
 */
import { ActionError, defineAction } from 'astro:actions';
import type { z } from 'zod';
import { isLocale, localizePath, type Locale } from '#lib/i18n/locales.ts';
import { HONEYPOT_FIELD } from '#lib/schemas/fields.ts';
import { textIn, type Text } from '#lib/i18n/said.ts';
import type { SessionUser } from '../auth/session.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/client.ts';
import { DATA_SERVICE_UNAVAILABLE, fieldError, HttpError, SignInRequired, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import { clientIp, fieldErrors } from '../http/forms.ts';
import { contentChanged } from '../http/cache-keys.ts';
import { limitAttempt, limitKey, TOO_MANY_ATTEMPTS, TOO_MANY_ATTEMPTS_TITLE, type WriteLimit } from '../security/rate-limit.ts';

/** What an action's parts receive besides the input (Astro's ActionAPIContext, the part we use). */
export type ActionContext = {
  locals: App.Locals;
  cookies: import('astro').AstroCookies;
  request: Request;
  url: URL;
  clientAddress: string;
  isPrerendered: boolean;
  site: URL | undefined;
};

/** The language of the page that called ('en' when the middleware did not run, as in unit tests). */
export const localeOf = (context: Pick<ActionContext, 'locals'>): Locale =>
  isLocale(context.locals.locale) ? context.locals.locale : 'en';

/**
 * A guard: returns the signed-in account allowed to act, or throws an HttpError (401, 403). It
 * runs before validation and sees the form's raw values (text), e.g. to read a business id.
 */
export type Guard = (context: ActionContext, raw: Readonly<Record<string, unknown>>) => SessionUser;

/** Answers for a plain form post without JavaScript: where to go next, with a notice (Post/Redirect/Get). */
export type FormAnswer = {
  redirect?: string;
  flash?: { title: Text; description?: Text; variant?: 'default' | 'success' | 'destructive' };
};

/** A FormAnswer as the action sends it: its notice already said in the caller's language (answerIn). */
export type SentAnswer = {
  redirect?: string;
  flash?: { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' };
};

/**
 * What a successful action changed of the public pages (cache-keys.ts, decision 032), said once it succeeded:
 * - 'nothing public': a sign-in, a favorite, a message;
 * - keys, or keys read from the input (`({ eventId }) => [cacheKey.event(eventId)]`), when the action knows them;
 * - 'named': the service it calls names them where the ids are known (`contentChanged(...)`, records-changed.ts),
 *   `contentChanged()` on a path that changed nothing public. A write that named nothing empties every page.
 */
export type ActionChanges<I = never> = 'nothing public' | 'named' | readonly string[] | ((input: I) => readonly string[]);

const declaredChanges = new WeakMap<object, ActionChanges<never>>();

/** What an action declared it changes (tests/unit/cache-changes.test.ts checks every action declared it). */
export function changesOf(action: unknown): ActionChanges<never> | undefined {
  return typeof action === 'function' ? declaredChanges.get(action) : undefined;
}

/** Says what a successful action changed, as it declared. */
function sayChanged<I>(changes: ActionChanges<I>, input: I): void {
  if (changes === 'nothing public') contentChanged();
  else if (typeof changes === 'function') contentChanged(...changes(input));
  else if (changes !== 'named') contentChanged(...changes);
}

type Parts<S extends z.ZodType, R, U> = {
  input: S;
  /** What it changes of the public pages: required, so no write is added without saying (ActionChanges). */
  changes: ActionChanges<z.output<S>>;
  /** Public forms with a honeypot: what a bot that filled it is told, from the raw form (nothing is done). */
  spam?: (raw: Readonly<Record<string, unknown>>) => R;
  /** Attempts allowed per address (`per: 'ip'`, the default) or per account in a window; `name` keys the count. */
  limit?: WriteLimit;
  /** The spec's message when something unexpected fails ("Failed to register for event..."); a generic one otherwise. */
  failure?: Text;
  /**
   * For a plain form post refused for a reason other than what was typed (a heart, an Unregister
   * button): go back to the form's `next` page with the reason as a notice (or sign in and come
   * back there), instead of showing the page again.
   */
  back?: boolean;
  /** The answer's next page in the caller's language (for forms that name it in English). */
  localizeNext?: boolean;
  handler: (input: z.output<S>, call: { context: ActionContext; user: U; ip: string; locale: Locale }) => Promise<R>;
};

/** A form action anyone may call. */
export function defineFormAction<S extends z.ZodType, R>(
  spec: Parts<S, R, SessionUser | null> & { guard?: undefined },
): ReturnType<typeof build<S, R>>;
/** A form action for the accounts its guard lets through; the handler gets the account. */
export function defineFormAction<S extends z.ZodType, R>(spec: Parts<S, R, SessionUser> & { guard: Guard }): ReturnType<typeof build<S, R>>;
export function defineFormAction<S extends z.ZodType, R>(spec: Parts<S, R, never> & { guard?: Guard }) {
  return build(spec);
}

function build<S extends z.ZodType, R>(spec: Parts<S, R, never> & { guard?: Guard }) {
  const run = async (sent: FormData | Record<string, unknown>, context: ActionContext): Promise<R> => {
    const raw = sent instanceof FormData ? formValues(sent) : sent;
    const locale = localeOf(context);
    const say = (text: Text) => textIn(locale, text);
    try {
      const user = spec.guard ? spec.guard(context, raw) : (context.locals.user ?? null);
      if (spec.spam && isSpam(raw)) {
        // A bot is told it worked; nothing was written.
        contentChanged();
        return spec.spam(raw);
      }
      const ip = clientIp(context);
      if (spec.limit) {
        if (await limitAttempt([limitKey(spec.limit, { ip, userId: user?.id })], spec.limit.limit))
          throw new HttpError(429, TOO_MANY_ATTEMPTS, { title: TOO_MANY_ATTEMPTS_TITLE });
      }
      const parsed = await spec.input.safeParseAsync(raw);
      if (!parsed.success) throw fieldError(fieldErrors(parsed.error.issues));
      const result = await spec.handler(parsed.data, { context, user: user as never, ip, locale });
      sayChanged(spec.changes, parsed.data);
      return answerIn(locale, result, say, Boolean(spec.localizeNext));
    } catch (error) {
      const where = `${context.request.method} ${context.url.pathname}`;
      const failure = toActionError(refusalIn(error, say), where, say(spec.failure ?? SOMETHING_WENT_WRONG), say(DATA_SERVICE_UNAVAILABLE));
      if (spec.back) Object.assign(failure, { back: true });
      throw failure;
    }
  };
  // The action takes the form as it comes (FormData) and validates it itself, after the guard.
  const action = defineAction<R, 'form', undefined>({ accept: 'form', handler: run as never });
  declaredChanges.set(action, spec.changes as ActionChanges<never>);
  return action;
}

/** A refusal (HttpError) with its message, title and field messages said (`say`); anything else as it is. */
function refusalIn(error: unknown, say: (text: Text) => string): unknown {
  if (!(error instanceof HttpError)) return error;
  const { message, title, fields } = error.text;
  if (error instanceof SignInRequired)
    return Object.assign(new SignInRequired(say(message)), { title: title === undefined ? undefined : say(title) });
  const saidFields = fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(text)]));
  // The English field messages the constructor copied into the details are replaced by these.
  const { errors: _errors, ...details } = error.details;
  return new HttpError(error.status, say(message), { title: title === undefined ? undefined : say(title), fields: saidFields, details });
}

/** A handler's answer with its notice said in the caller's language, and its next page in that language when the action asks. */
function answerIn<R>(locale: Locale, result: R, say: (text: Text) => string, localizeNext: boolean): R {
  if (!result || typeof result !== 'object') return result;
  const answer = result as R & FormAnswer;
  const flash = answer.flash && {
    ...answer.flash,
    title: say(answer.flash.title),
    ...(answer.flash.description && { description: say(answer.flash.description) }),
  };
  const redirect = localizeNext && answer.redirect && localizePath(locale, answer.redirect);
  if (!flash && !redirect) return result;
  return { ...answer, ...(flash && { flash }), ...(redirect && { redirect }) };
}

/** A form's fields as a record: each field's first value (text, or a file), all values for a repeated one. */
function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    values[name] = all.length > 1 ? all : all[0];
  }
  return values;
}

/** Whether a public form's hidden field was filled (only bots see it). */
function isSpam(raw: Readonly<Record<string, unknown>>): boolean {
  const value = raw[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** A failure as Astro sends it: status, message, the notice's title, and field messages as an input error. */
export function toActionError(
  error: unknown,
  where: string,
  failure = textIn('en', SOMETHING_WENT_WRONG),
  unavailable = textIn('en', DATA_SERVICE_UNAVAILABLE),
): ActionError {
  if (error instanceof ActionError) return error;
  if (error instanceof HttpError) {
    const refusal = new ActionError({ code: ActionError.statusToCode(error.status), message: error.message });
    if (error.title) Object.assign(refusal, { title: error.title });
    if (error instanceof SignInRequired) Object.assign(refusal, { signIn: true });
    // Field messages travel as an input error: islands read error.fields, as for schema refusals.
    if (error.fields) {
      const issues = Object.entries(error.fields).map(([field, message]) => ({ code: 'custom', path: [field], message }));
      Object.assign(refusal, {
        type: 'AstroActionInputError',
        issues,
        fields: Object.fromEntries(issues.map((issue) => [issue.path[0], [issue.message]])),
      });
    }
    return refusal;
  }
  if (isDatabaseUnavailable(error)) {
    // No database configured is a deployment state, not an incident: only real failures are logged.
    if (!(error instanceof DatabaseUnavailableError)) console.error(`Database unavailable on ${where}:`, error);
    return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: unavailable });
  }
  console.error(`Action failed on ${where}:`, error);
  return new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: failure });
}
