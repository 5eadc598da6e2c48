/**
 * A message for people as its key and inputs, not as a sentence (issue 32, decision 028).
 * Services, schemas and guards refuse with one (`new HttpError(404, said(m.plans_adm_msg_not_found))`);
 * it is rendered once, in the reader's language, where the answer leaves the server: the
 * action's error, the plain form's notice, the JSON API. English is one language among three:
 * messages/*.json hold every wording, English the spec's, byte for byte.
 *
 * A `Said` holds the compiled message function itself, so a bundle carries only the messages its
 * code names (the Workers bundle, the islands' packs).
 */
import type { Locale } from './locales.ts';

/** A compiled message (src/paraglide): its inputs, then the language. */
type Message<P> = (inputs: P, options?: { locale?: Locale }) => string;

export type Said = {
  /** The message's key in messages/*.json (`plans_adm_msg_not_found`), as the compiled function is named: for logs and tests. */
  readonly key: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The message in `locale`. */
  in(locale: Locale): string;
};

/** What a person reads: a message (`Said`), or text that is the same in every language (a name, a number). */
export type Text = string | Said;

/**
 * A message and its inputs, to be said in the reader's language. An input that is itself a
 * message (a field's name in "{label} must be at most {max} characters") is said in the same language.
 */
export function said<P>(message: Message<P>, ...[params]: object extends P ? [params?: P] : [params: P]): Said {
  const inputs = (params ?? {}) as P;
  return { key: message.name, params: inputs as Record<string, unknown>, in: (locale) => message(inputsIn(locale, inputs), { locale }) };
}

function inputsIn<P>(locale: Locale, inputs: P): P {
  const entries = Object.entries(inputs as Record<string, unknown>);
  if (!entries.some(([, value]) => isSaid(value))) return inputs;
  return Object.fromEntries(entries.map(([name, value]) => [name, isSaid(value) ? value.in(locale) : value])) as P;
}

export function isSaid(value: unknown): value is Said {
  return typeof value === 'object' && value !== null && typeof (value as Said).in === 'function' && typeof (value as Said).key === 'string';
}

/** `text` in `locale`: a message in that language, plain text as it is. */
export function textIn(locale: Locale, text: Text): string {
  return typeof text === 'string' ? text : text.in(locale);
}

/**
 * Zod wants its issues' messages as strings: `messageKey(m.plans_adm_msg_name)` gives a token for
 * the message (its key and a number, `said:plans_adm_msg_name:3`), and `saidOfKey` turns an
 * issue's token back into the message (fieldErrors, the one way from zod issues to answers). A
 * token seen anywhere else is a bug to fix, never a wrong sentence.
 */
const KEYED = new Map<string, Said>();
export function messageKey(message: Said | Message<Record<string, never>>): string {
  const named = isSaid(message) ? message : said(message as Message<object>);
  const token = `said:${named.key}:${KEYED.size + 1}`;
  KEYED.set(token, named);
  return token;
}

/** A set of messages as zod takes them: each one's token (`messageKey`), under the same names. */
export function messageKeys<K extends string>(messages: Readonly<Record<K, Said>>): Record<K, string> {
  return Object.fromEntries(Object.entries<Said>(messages).map(([name, message]) => [name, messageKey(message)])) as Record<K, string>;
}

/** The message a schema named by its token (`messageKey`), or undefined for any other text. */
export function saidOfKey(text: string): Said | undefined {
  return KEYED.get(text);
}
