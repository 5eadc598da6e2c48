/**
 * Plain HTML forms without JavaScript post to an action through the page that shows them
 * (`/settings?_action=settings.updateProfile`). The middleware runs the action here, before the
 * page, and answers:
 *
 *   - success with a `redirect`: 303 there, with the `flash` notice (Post/Redirect/Get);
 *   - 401 from a guard: 303 to sign-in, which comes back to the form's page (or its `next` page,
 *     for an action that goes back);
 *   - a refusal that is not about what was typed, from an action that goes back (a heart, an
 *     Unregister button): 303 to the form's `next` page with the reason as a notice;
 *   - anything else: the page renders with the result (formState() reads it: what was typed,
 *     each field's message, or the refusal), answered with the error's status.
 *
 * Islands call the same actions at /_actions/<name>; Astro answers those itself.
 */
import type { APIContext } from 'astro';
import { getActionContext, isInputError } from 'astro:actions';
import { localizePagePath } from '#lib/i18n/locales.ts';
import { said, type Said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { safeNextPath } from '#lib/domain/safe-next.ts';
import { pageAddress } from '#lib/site/page-address.ts';
import { signInPathFor } from '../auth/guards.ts';
import { readLimitedFormData, renderPayloadTooLarge } from '../http/body-limit.ts';
import { setFlash, type Flash } from '../http/flash.ts';
import type { SentAnswer } from './define-action.ts';

/** What the page of a refused form post gets to show again (see form-state.ts). */
export type FormPost = {
  action: string;
  /** What was typed, as text (first value of each field); passwords are never sent back. */
  values: Record<string, string>;
  /** The refusal: status, message, the notice's title, and a message per field when it was about the input. */
  error: { status: number; message: string; title: string | null; fields: Record<string, string> };
};

/** Astro's own refusals of a body (before any action runs), in the guide's words. */
const ASTRO_REFUSALS: Record<number, Said> = { 415: said(m.server_form_unreadable) };

/** Fields whose values never go back into a page. */
const SECRET_FIELD = /password|^confirmation$|^_astroActionState$/i;

/** Runs a plain form's action and answers it, or returns null when the request is no such post. */
export async function answerFormPost(context: APIContext, next: () => Promise<Response>): Promise<Response | null> {
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom !== 'form') return null;

  const result = await action.handler();
  // A body over the limit (sent without a length) gets the friendly page; the rest is read and dropped.
  if (result.error?.status === 413) {
    await readLimitedFormData(context.request).catch(() => undefined);
    return renderPayloadTooLarge(context.url.pathname);
  }
  if (!result.error) {
    const answer = (result.data ?? {}) as SentAnswer;
    if (answer.redirect) return redirectWith(context, answer.redirect, answer.flash);
  } else {
    // Astro and the page each read a copy of the body; what was typed is read from another, only to answer a refusal.
    const values = await submittedValues(context.request);
    const page = pageAddress(context.url);
    const error = result.error as { status: number; message: string; title?: string; back?: boolean; signIn?: boolean };
    const locale = context.locals.locale;
    // The page the form names to come back to (a heart's, an Unregister button's), when its action goes back.
    const back = error.back ? safeNextPath(values.next, page) : null;
    if (error.signIn) {
      setFlash(context.cookies, { title: error.title ?? m.server_login_required({}, { locale }), description: error.message });
      return context.redirect(signInPathFor(context.locals, back ?? page), 303);
    }
    if (back && !isInputError(result.error)) {
      // A titled refusal explains (Event Ended); an untitled one is a failure (Error).
      return redirectWith(context, back, {
        title: error.title ?? m.notices_error_title({}, { locale }),
        description: error.message,
        variant: error.title ? 'default' : 'destructive',
      });
    }
    context.locals.formPost = {
      action: action.name,
      values: Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET_FIELD.test(name.split('#')[0]))),
      // A body that is no form at all (Astro's own refusal) is explained in the guide's words.
      error: {
        status: error.status,
        message: ASTRO_REFUSALS[error.status]?.in(locale) ?? error.message,
        title: error.title ?? null,
        fields: fieldMessages(result.error),
      },
    };
  }
  // Astro would otherwise run the action a second time; the page reads formPost (or the data).
  setActionResult(action.name, serializeActionResult(result));
  const response = await next();
  if (!result.error || response.status !== 200) return response;
  // The page itself is fine; the answer says the post was refused (400, 409, 429...).
  return new Response(response.body, { status: result.error.status, headers: response.headers });
}

function redirectWith(context: APIContext, location: string, flash: Flash | undefined): Response {
  if (flash) setFlash(context.cookies, flash);
  // Actions name English addresses; a form posted from /es/... lands on the Spanish page (decision 024).
  return context.redirect(localizePagePath(context.locals.locale, location), 303);
}

/** The first message of each field of an input error (schema or service). */
function fieldMessages(error: unknown): Record<string, string> {
  if (!isInputError(error)) return {};
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.fields as Record<string, string[] | undefined>)) {
    if (messages?.[0]) fields[name] = messages[0];
  }
  return fields;
}

/** The posted form as text (each value of a repeated field also as name#0, name#1…); an unreadable body gives none (the action refuses it on its own). */
async function submittedValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  try {
    // A copy: the body stays readable for the page (React islands look at it on a POST).
    const seen = new Map<string, number>();
    for (const [name, value] of (await readLimitedFormData(request.clone())).entries()) {
      if (typeof value !== 'string') continue;
      // The first value as the field's; each value of a repeated field (an order's quantities) also as name#0, name#1…
      const index = seen.get(name) ?? 0;
      seen.set(name, index + 1);
      if (index === 0) values[name] = value;
      values[`${name}#${index}`] = value;
    }
  } catch {
    // Too large or malformed: nothing to show again.
  }
  return values;
}
