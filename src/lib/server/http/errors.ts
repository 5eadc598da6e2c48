import type { Locale } from '#lib/i18n/locales.ts';
import { said, textIn, type Text } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

/**
 * The one error type of services and guards: an HTTP status, a message for people, and optionally
 * a title for a notice and one message per form field. Each is a message key with its inputs
 * (`said(m.key, {...})`, rendered in the reader's language where the answer leaves the server) or,
 * in areas not yet moved to keys, the spec's English sentence. `message`, `title` and `fields`
 * hold the English; `in(locale)` gives them in another language. The JSON API answers it as
 * { message, ...details } (api/http.ts apiRoute); actions turn it into an ActionError
 * (actions/define-action.ts).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;
  /** A short heading for a notice or toast ("Login Required", "Event Ended"). */
  readonly title: string | undefined;
  /** A message per form field, when the refusal is about what was typed. */
  readonly fields: Record<string, string> | undefined;

  /** What the refusal says, as it was given: messages stay messages until `in(locale)`. */
  readonly text: { message: Text; title?: Text; fields?: Record<string, Text> };

  constructor(
    status: number,
    message: Text,
    options: { details?: Record<string, unknown>; title?: Text; fields?: Record<string, Text> } = {},
  ) {
    super(textIn('en', message));
    this.status = status;
    this.text = { message, title: options.title, fields: options.fields };
    this.title = options.title === undefined ? undefined : textIn('en', options.title);
    this.fields = options.fields && fieldsIn('en', options.fields);
    this.details = { ...options.details, ...(this.fields ? { errors: this.fields } : {}) };
  }

  /** The refusal's message, title and field messages in `locale` (plain text as it is). */
  in(locale: Locale): { message: string; title: string | undefined; fields: Record<string, string> | undefined } {
    const { message, title, fields } = this.text;
    return {
      message: textIn(locale, message),
      title: title === undefined ? undefined : textIn(locale, title),
      fields: fields && fieldsIn(locale, fields),
    };
  }
}

function fieldsIn(locale: Locale, fields: Record<string, Text>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, textIn(locale, text)]));
}

/** 401 from a guard: the caller must sign in first (a form post without JavaScript goes to sign-in and back). */
export class SignInRequired extends HttpError {
  constructor(message: Text) {
    super(401, message, { title: LOGIN_REQUIRED });
  }
}

/** A refusal about what was typed: 400 (or `status`) with one message per field; the first is the message. */
export function fieldError(fields: Record<string, Text>, status = 400): HttpError {
  const [field] = Object.keys(fields);
  return new HttpError(status, fields[field] ?? said(m.server_check_form), { fields, details: { field } });
}

/** The answer to anything unexpected: the spec's generic message. */
export const SOMETHING_WENT_WRONG = said(m.server_something_went_wrong);

/** The answer when the database cannot be reached. */
export const DATA_SERVICE_UNAVAILABLE = said(m.server_data_unavailable);

/** The title of the notice that sends a visitor to sign in. */
export const LOGIN_REQUIRED = said(m.server_login_required);
