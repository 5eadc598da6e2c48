/**
 * The Edit tab's translations (decision 024): one language at a time, the owner picks Spanish or
 * French and sees each of the business's texts (its description, its first ten events' titles
 * and descriptions) with the English original, its state (not translated, waiting for review,
 * published) and a field, saved through translations.save. Without JavaScript each form is a
 * plain post and the language is a link (`?translate=fr`).
 */
import { useState, type MouseEvent } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import {
  ownerTranslatableTexts,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MAX_LENGTH,
  type TranslationLanguage,
} from '#lib/domain/content-keys.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import type { PostedForm } from './dashboard-inputs.ts';
import { useActionForm } from './use-action-form.ts';
import {
  content_editor_heading,
  content_editor_help,
  content_editor_language,
  content_empty_hint,
  content_field_business_description,
  content_field_event_description,
  content_field_event_title,
  content_language_es,
  content_language_fr,
  content_nothing_to_translate,
  content_original_label,
  content_save_es,
  content_save_fr,
  content_status_missing,
  content_status_pending,
  content_status_verified,
  content_translation_save_failed,
  owner_toast_error,
  owner_toast_success,
} from '#paraglide/messages.js';

type Props = {
  data: Pick<OwnerDashboardView, 'business' | 'events' | 'translations'>;
  locale: Locale;
  /** This page's address (path and query): where the forms post and come back to. */
  page: string;
  /** A refused plain post of one of these forms, shown again with its message. */
  posted: PostedForm | null;
  onSaved: () => void;
};

const LANGUAGE = { es: content_language_es, fr: content_language_fr };
const SAVE = { es: content_save_es, fr: content_save_fr };

/** The language the address (`translate=fr`) or a posted translation asks for; null until the owner picks one. */
function languageOf(page: string, posted: PostedForm | null): TranslationLanguage | null {
  const asked = posted?.values.language ?? new URLSearchParams(page.includes('?') ? page.slice(page.indexOf('?')) : '').get('translate');
  return asked === 'fr' || asked === 'es' ? asked : null;
}

/** The same page asking for another language (a plain link without JavaScript). */
function pageIn(page: string, language: TranslationLanguage): string {
  const [path, query = ''] = page.split('?');
  const params = new URLSearchParams(query);
  params.set('tab', 'edit');
  params.set('translate', language);
  return `${path}?${params}`;
}

export default function TranslationsPanel({ data, locale, page, posted, onSaved }: Props) {
  const t = { locale };
  // The texts show once a language is picked (one at a time), so the Edit tab stays short on a phone.
  const [language, setLanguage] = useState<TranslationLanguage | null>(() => languageOf(page, posted));
  const { business } = data;
  const texts = ownerTranslatableTexts(business.id, business.description, data.events);
  const here = language ? pageIn(page, language) : page;
  const stored = (key: string) => data.translations.find((row) => row.key === key && row.language === language);
  const label = (kind: string, field: string) =>
    (kind === 'business'
      ? content_field_business_description
      : field === 'title'
        ? content_field_event_title
        : content_field_event_description)({}, t);
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: TranslationLanguage) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLanguage(next);
  };

  return (
    <section className="owner-translations" aria-labelledby="owner-translations-heading">
      {/* Folded until the owner opens it or the address asks for a language: the Edit tab stays short on a phone. */}
      <details open={language !== null}>
        <summary>
          <h3 id="owner-translations-heading">{content_editor_heading({}, t)}</h3>
        </summary>
        <p className="field-hint">{content_editor_help({}, t)}</p>
        <p className="owner-translations-languages">
          <span>{content_editor_language({}, t)}</span>{' '}
          {TRANSLATION_LANGUAGES.map((each) => (
            <a
              key={each}
              href={pageIn(page, each)}
              className={each === language ? 'button' : 'button secondary'}
              aria-current={each === language ? 'true' : undefined}
              onClick={(event) => choose(event, each)}
            >
              {LANGUAGE[each]({}, t)}
            </a>
          ))}
        </p>
        {texts.length === 0 ? (
          <p className="muted">{content_nothing_to_translate({}, t)}</p>
        ) : language === null ? null : (
          <>
            <ul className="owner-translations-list" role="list">
              {texts.map((text, index) => (
                <TranslationForm
                  key={`${text.key}-${language}`}
                  id={`owner-tr-${index}`}
                  businessId={business.id}
                  text={text}
                  label={label(text.kind, text.field)}
                  language={language}
                  row={stored(text.key)}
                  page={here}
                  posted={posted?.values.key === text.key && posted.values.language === language ? posted : null}
                  locale={locale}
                  onSaved={onSaved}
                />
              ))}
            </ul>
            <p className="field-hint" id="owner-tr-empty-hint">
              {content_empty_hint({}, t)}
            </p>
          </>
        )}
      </details>
    </section>
  );
}

type FormProps = {
  id: string;
  businessId: number;
  text: ReturnType<typeof ownerTranslatableTexts>[number];
  label: string;
  language: TranslationLanguage;
  row: OwnerDashboardView['translations'][number] | undefined;
  page: string;
  posted: PostedForm | null;
  locale: Locale;
  onSaved: () => void;
};

function TranslationForm({ id, businessId, text, label, language, row, page, posted, locale, onSaved }: FormProps) {
  const t = { locale };
  const form = useActionForm({
    send: (body) => actions.translations.save(body),
    success: { title: owner_toast_success({}, t), description: '' },
    describe: (answer) => answer.flash?.title,
    failure: { title: owner_toast_error({}, t), description: content_translation_save_failed({}, t) },
    onDone: onSaved,
    initialErrors: posted?.errors,
  });
  const status = !row ? content_status_missing({}, t) : row.verified ? content_status_verified({}, t) : content_status_pending({}, t);
  const value = posted?.values.text ?? row?.text ?? '';
  const error = form.errors.text ?? form.errors.key;
  const fieldProps = {
    id,
    name: 'text',
    lang: language,
    translate: 'no' as const,
    maxLength: TRANSLATION_MAX_LENGTH,
    defaultValue: value,
    'aria-describedby': error ? `${id}-error` : 'owner-tr-empty-hint',
    'aria-invalid': error ? true : undefined,
  };
  return (
    <li className="owner-translation" data-key={text.key}>
      <form method="post" action={actionUrl(page, 'translations.save')} className="field" onSubmit={form.onSubmit}>
        <input type="hidden" name="businessId" value={businessId} />
        <input type="hidden" name="key" value={text.key} />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="next" value={page} />
        <p className="owner-translation-original">
          <strong>{label}</strong> · <span>{content_original_label({}, t)}</span> <span lang="en">{text.original}</span>
        </p>
        <label htmlFor={id}>
          {LANGUAGE[language]({}, t)} <span className="owner-translation-status">({status})</span>
        </label>
        {text.long ? <textarea {...fieldProps} rows={4} /> : <input {...fieldProps} />}
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
        <button type="submit" className="button secondary" disabled={form.sending}>
          {SAVE[language]({}, t)}
        </button>
      </form>
    </li>
  );
}
