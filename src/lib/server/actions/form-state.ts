/**
 * What a page shows after one of its plain forms was refused (the middleware ran the action:
 * form-posts.ts): what was typed, each field's message, and a refusal that is not about a field.
 * Before any post, or after another form's, everything is empty.
 */
import { actionName } from '#lib/site/action-url.ts';
import type { FormPost } from './form-posts.ts';

export { actionUrl } from '#lib/site/action-url.ts';

export type FormState = {
  /** Whether this form's post was refused in this request. */
  refused: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A refusal that is not about a field ("This event is full."), with its title, or null. */
  failure: { title: string | null; message: string; status: number } | null;
};

const EMPTY: FormState = { refused: false, values: {}, errors: {}, failure: null };

/** The state of the form posting to `action` (an action from astro:actions, or its name). */
export function formState(locals: App.Locals, action: string | { toString(): string }): FormState {
  const post: FormPost | undefined = locals.formPost;
  if (!post || post.action !== actionName(action)) return EMPTY;
  const hasFields = Object.keys(post.error.fields).length > 0;
  return {
    refused: true,
    values: post.values,
    errors: post.error.fields,
    failure: hasFields ? null : { title: post.error.title, message: post.error.message, status: post.error.status },
  };
}

/** Each field's message, with a refusal that is not about a field under `form` (the form's notice). */
export function messagesOf(state: FormState): Record<string, string> {
  return state.failure ? { ...state.errors, form: state.failure.message } : state.errors;
}

/**
 * What was typed in a field of a refused form, cut to the field's limit, so nothing has to be
 * typed twice: `const keep = keptValues(posted, CONTACT_LIMITS); keep('name')`.
 */
export function keptValues<F extends string>(state: FormState, limits: Readonly<Record<F, number>>): (field: F) => string {
  return (field) => (state.values[field] ?? '').slice(0, limits[field]);
}
