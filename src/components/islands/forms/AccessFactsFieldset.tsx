/**
 * The four accessibility facts (lib/domain/accessibility.ts) as Yes / No / unknown selects, shared
 * by the venue's form (Edit Business: "Not sure") and the event forms ("Not stated": the venue's
 * facts then apply). Each select sends "yes", "no" or "" (optionalFact reads them), with the
 * server's message under it. Drawn in islands and, without JavaScript, in Astro pages.
 */
import { ACCESS_FACTS, type AccessFactKey } from '#lib/domain/accessibility.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import {
  businesses_fact_hearing_loop,
  businesses_fact_restroom,
  businesses_fact_seating,
  businesses_fact_step_free,
  media_access_legend,
  media_access_no,
  media_access_yes,
} from '#paraglide/messages.js';

/** Each fact's name (in English, ACCESS_FACTS' own labels). */
const FACT_NAMES = {
  stepFreeEntrance: businesses_fact_step_free,
  accessibleRestroom: businesses_fact_restroom,
  hearingLoop: businesses_fact_hearing_loop,
  seating: businesses_fact_seating,
};

type Props = {
  /** Each fact as the form sends it: "yes", "no" or "" (unknown). */
  values: Partial<Record<AccessFactKey, string>>;
  errors?: Readonly<Record<string, string | undefined>>;
  /** A fact's field id, unique on the page. */
  idOf?: (key: AccessFactKey) => string;
  /** The words of the unknown answer. */
  unknownLabel: string;
  /** What the answers mean here, under the legend. */
  note: string;
  className?: string;
  /** The page's language (English when not given). */
  locale?: Locale;
};

export default function AccessFactsFieldset({
  values,
  errors = {},
  idOf = (key) => key,
  unknownLabel,
  note,
  className,
  locale = 'en',
}: Props) {
  const t = { locale };
  return (
    <fieldset className={['field', 'access-fieldset', className].filter(Boolean).join(' ')}>
      <legend>{media_access_legend({}, t)}</legend>
      <p className="muted">{note}</p>
      {ACCESS_FACTS.map(({ key }) => {
        const id = idOf(key);
        const error = errors[key];
        return (
          <div className="field" key={key}>
            <label htmlFor={id}>{FACT_NAMES[key]({}, t)}</label>
            <select
              id={id}
              name={key}
              defaultValue={values[key] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <option value="">{unknownLabel}</option>
              <option value="yes">{media_access_yes({}, t)}</option>
              <option value="no">{media_access_no({}, t)}</option>
            </select>
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
