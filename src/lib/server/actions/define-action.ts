/**
 * The one shape of a write (decision 009): an Astro Action that accepts a form, whether a plain
 * HTML form posts it (no JavaScript; the middleware answers, actions/form-posts.ts) or an island
 * calls it with FormData. Astro validates the input with the domain's zod schema first
 * (lib/schemas); then, in this order:
 *
 *   1. the guard (requireUser, requireRole, requireBusinessOwner): 401 or 403;
 *   2. the honeypot of a public form: a bot that filled it gets the pretend result, nothing else;
 *   3. the rate limit, counted per address or per account: 429 over it;
 *   4. the handler, a few lines calling one service function.
 *
 * Every failure becomes an ActionError with the status and the spec's message: a service's
 * HttpError as it is (with field messages when it has them), an unreachable database as 503, and
 * anything unexpected as 500 with the action's failure message (or "Something went wrong"), logged,
 * never a stack trace or raw message.
 */
import { ActionError, defineAction } from 'astro:actions';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '../../schemas/fields.ts';
import type { SessionUser } from '../auth/session.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/client.ts';
import { HttpError, SignInRequired, SOMETHING_WENT_WRONG } from '../http/errors.ts';
import { clientIp } from '../http/forms.ts';
import { limitAttempt, TOO_MANY_ATTEMPTS, type Limit } from '../security/rate-limit.ts';

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

/** A guard: returns the signed-in account allowed to act, or throws an HttpError (401, 403). */
export type Guard<I> = (context: ActionContext, input: I) => SessionUser;

/** Answers for a plain form post without JavaScript: where to go next, with a notice (Post/Redirect/Get). */
export type FormAnswer = { redirect?: string; flash?: { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' } };

type Parts<S extends z.ZodType, R, U> = {
  input: S;
  /** Public forms with a honeypot: what a bot that filled it is told (nothing is done). */
  spam?: (input: z.output<S>) => R;
  /** Attempts allowed per address (`per: 'ip'`, the default) or per account in a window; `name` keys the count. */
  limit?: { name: string; limit: Limit; per?: 'ip' | 'user' };
  /** The spec's message when something unexpected fails ("Failed to register for event..."); a generic one otherwise. */
  failure?: string;
  /**
   * For a plain form post refused for a reason other than what was typed (a heart, an Unregister
   * button): the page to go back to, with the reason as a notice, instead of showing the page again.
   */
  back?: (input: z.output<S>) => string;
  handler: (input: z.output<S>, call: { context: ActionContext; user: U; ip: string }) => Promise<R>;
};

/** A form action anyone may call. */
export function defineFormAction<S extends z.ZodType, R>(spec: Parts<S, R, SessionUser | null> & { guard?: undefined }): ReturnType<typeof build<S, R>>;
/** A form action for the accounts its guard lets through; the handler gets the account. */
export function defineFormAction<S extends z.ZodType, R>(spec: Parts<S, R, SessionUser> & { guard: Guard<z.output<S>> }): ReturnType<typeof build<S, R>>;
export function defineFormAction<S extends z.ZodType, R>(spec: Parts<S, R, never> & { guard?: Guard<z.output<S>> }) {
  return build(spec);
}

function build<S extends z.ZodType, R>(spec: Parts<S, R, never> & { guard?: Guard<z.output<S>> }) {
  const run = async (input: z.output<S>, context: ActionContext): Promise<R> => {
    try {
      const user = spec.guard ? spec.guard(context, input) : (context.locals.user ?? null);
      if (spec.spam && isSpam(input)) return spec.spam(input);
      const ip = clientIp(context);
      if (spec.limit) {
        const key = spec.limit.per === 'user' && user ? `${spec.limit.name}:user:${user.id}` : `${spec.limit.name}:ip:${ip}`;
        if (await limitAttempt([key], spec.limit.limit)) throw new HttpError(429, TOO_MANY_ATTEMPTS, { title: 'Too Many Attempts' });
      }
      return await spec.handler(input, { context, user: user as never, ip });
    } catch (error) {
      const failure = toActionError(error, `${context.request.method} ${context.url.pathname}`, spec.failure);
      if (spec.back) Object.assign(failure, { back: spec.back(input) });
      throw failure;
    }
  };
  // Astro types the handler from the schema with a conditional type it cannot resolve for a generic S.
  return defineAction<R, 'form', S>({ accept: 'form', input: spec.input, handler: run as never });
}

/** Whether a public form's hidden field was filled (only bots see it). */
function isSpam(input: unknown): boolean {
  const value = (input as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** A failure as Astro sends it: status, message, the notice's title, and field messages as an input error. */
export function toActionError(error: unknown, where: string, failure = SOMETHING_WENT_WRONG): ActionError {
  if (error instanceof ActionError) return error;
  if (error instanceof HttpError) {
    const refusal = new ActionError({ code: ActionError.statusToCode(error.status), message: error.message });
    if (error.title) Object.assign(refusal, { title: error.title });
    if (error instanceof SignInRequired) Object.assign(refusal, { signIn: true });
    // Field messages travel as an input error: islands read error.fields, as for schema refusals.
    if (error.fields) {
      const issues = Object.entries(error.fields).map(([field, message]) => ({ code: 'custom', path: [field], message }));
      Object.assign(refusal, { type: 'AstroActionInputError', issues, fields: Object.fromEntries(issues.map((issue) => [issue.path[0], [issue.message]])) });
    }
    return refusal;
  }
  if (isDatabaseUnavailable(error)) {
    // No database configured is a deployment state, not an incident: only real failures are logged.
    if (!(error instanceof DatabaseUnavailableError)) console.error(`Database unavailable on ${where}:`, error);
    return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: "The guide's data service is not available right now. Please try again in a few minutes." });
  }
  console.error(`Action failed on ${where}:`, error);
  return new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: failure });
}
