/**
 * The one error type of services and guards: an HTTP status, a message for people (the spec's
 * wording), and optionally a title for a notice and one message per form field. The JSON API
 * answers it as { message, ...details } (api/http.ts apiRoute); actions turn it into an
 * ActionError (actions/define-action.ts).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;
  /** A short heading for a notice or toast ("Login Required", "Event Ended"). */
  readonly title: string | undefined;
  /** A message per form field, when the refusal is about what was typed. */
  readonly fields: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { details?: Record<string, unknown>; title?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.title = options.title;
    this.fields = options.fields;
    this.details = { ...options.details, ...(options.fields ? { errors: options.fields } : {}) };
  }
}

/** 401 from a guard: the caller must sign in first (a form post without JavaScript goes to sign-in and back). */
export class SignInRequired extends HttpError {
  constructor(message: string) {
    super(401, message, { title: 'Login Required' });
  }
}

/** A refusal about what was typed: 400 (or `status`) with one message per field; the first is the message. */
export function fieldError(fields: Record<string, string>, status = 400): HttpError {
  const [field] = Object.keys(fields);
  return new HttpError(status, fields[field] ?? 'Please check the form.', { fields, details: { field } });
}

/** The answer to anything unexpected: the spec's generic message. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The answer when the database cannot be reached. */
export const DATA_SERVICE_UNAVAILABLE = "The guide's data service is not available right now. Please try again in a few minutes.";
