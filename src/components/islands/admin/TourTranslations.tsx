/**
 * The Spanish and French texts of one walking tour (decision 024), opened from the admin's Tours
 * tab and loaded only then: for the tour's title, description and access notes and each point's
 * title, description, history and narration, the English original and one form per language,
 * showing the current translation. What an admin saves is published at once; empty removes it.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { TRANSLATION_LANGUAGES, TRANSLATION_MAX_LENGTH, contentKey, type TranslationLanguage } from '#lib/domain/content-keys.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import type { TourTranslationsView, TourView } from '#lib/views/admin-tours.ts';
import {
  moderation_done,
  moderation_error,
  tours_tr_current,
  tours_tr_es,
  tours_tr_f_access,
  tours_tr_f_context,
  tours_tr_f_description,
  tours_tr_f_narration,
  tours_tr_f_title,
  tours_tr_fr,
  tours_tr_heading,
  tours_tr_help,
  tours_tr_missing,
  tours_tr_msg_failed,
  tours_tr_nothing,
  tours_tr_original,
  tours_tr_point,
  tours_tr_removed,
  tours_tr_save_es,
  tours_tr_save_fr,
  tours_tr_saved,
  tours_tr_tour,
} from '#paraglide/messages.js';
import { useActionForm } from '../owner/use-action-form.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = { tour: TourView; translations: TourTranslationsView; locale: Locale; onChanged: () => void };
type Text = { key: string; label: string; original: string | null; long: boolean };
type Group = { id: string; heading: string; subject: string | null; texts: Text[] };

const PAGE = '/admin?tab=tours';
const LANGUAGE = { es: tours_tr_es, fr: tours_tr_fr };
const SAVE = { es: tours_tr_save_es, fr: tours_tr_save_fr };

/** The tour's texts, then each point's, leaving out those with no English to translate. */
function groupsOf(tour: TourView, locale: Locale): Group[] {
  const t = { locale };
  const groups: Group[] = [
    {
      id: `tour-${tour.id}`,
      heading: tours_tr_tour({}, t),
      subject: null,
      texts: [
        { key: contentKey('tour', tour.id, 'title'), label: tours_tr_f_title({}, t), original: tour.title, long: false },
        { key: contentKey('tour', tour.id, 'description'), label: tours_tr_f_description({}, t), original: tour.description, long: true },
        { key: contentKey('tour', tour.id, 'access'), label: tours_tr_f_access({}, t), original: tour.accessibility.notes, long: true },
      ],
    },
    ...tour.points.map((point, index) => ({
      id: `point-${point.id}`,
      heading: tours_tr_point({ number: index + 1 }, t),
      subject: point.title,
      texts: [
        { key: contentKey('tourpoint', point.id, 'title'), label: tours_tr_f_title({}, t), original: point.title, long: false },
        {
          key: contentKey('tourpoint', point.id, 'description'),
          label: tours_tr_f_description({}, t),
          original: point.description,
          long: true,
        },
        {
          key: contentKey('tourpoint', point.id, 'context'),
          label: tours_tr_f_context({}, t),
          original: point.historicalContext,
          long: true,
        },
        {
          key: contentKey('tourpoint', point.id, 'narration'),
          label: tours_tr_f_narration({}, t),
          original: point.audioNarration,
          long: true,
        },
      ],
    })),
  ];
  return groups
    .map((group) => ({ ...group, texts: group.texts.filter((text) => text.original) }))
    .filter((group) => group.texts.length > 0);
}

export default function TourTranslations({ tour, translations, locale, onChanged }: Props) {
  const t = { locale };
  const english = writtenIn('en', locale);
  const groups = groupsOf(tour, locale);
  return (
    <section className="tour-translations" aria-labelledby={`tour-${tour.id}-translations`}>
      <h4 id={`tour-${tour.id}-translations`}>{tours_tr_heading({}, t)}</h4>
      <p className="muted">{tours_tr_help({}, t)}</p>
      {groups.length === 0 && <p className="muted">{tours_tr_nothing({}, t)}</p>}
      {groups.map((group) => (
        <div key={group.id} className="tt-group">
          <h5>
            {group.heading}
            {group.subject && (
              <>
                : <span lang={english}>{group.subject}</span>
              </>
            )}
          </h5>
          {group.texts.map((text) => (
            <div key={text.key} className="tt-text">
              <p className="tt-original">
                <strong>{text.label}</strong> <span className="muted">{tours_tr_original({}, t)}</span>{' '}
                <span lang={english}>{text.original}</span>
              </p>
              <div className="tt-forms">
                {TRANSLATION_LANGUAGES.map((language) => (
                  <TranslationForm
                    key={language}
                    text={text}
                    language={language}
                    stored={translations[text.key]?.[language] ?? null}
                    locale={locale}
                    onChanged={onChanged}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

function TranslationForm({
  text,
  language,
  stored,
  locale,
  onChanged,
}: {
  text: Text;
  language: TranslationLanguage;
  stored: string | null;
  locale: Locale;
  onChanged: () => void;
}) {
  const [value, setValue] = useState(stored ?? '');
  const t = { locale };
  const form = useActionForm({
    send: (body) => actions.tours.saveTranslation(body),
    success: { title: moderation_done({}, t), description: value.trim() ? tours_tr_saved({}, t) : tours_tr_removed({}, t) },
    failure: { title: moderation_error({}, t), description: tours_tr_msg_failed({}, t) },
    onDone: onChanged,
  });
  const id = `tt-${text.key.replaceAll(':', '-')}-${language}`;
  const error = form.errors.text ?? form.errors.key ?? form.errors.language;
  const field = {
    id,
    name: 'text',
    lang: language,
    translate: 'no' as const,
    maxLength: TRANSLATION_MAX_LENGTH,
    value,
    onChange: (event: { currentTarget: { value: string } }) => setValue(event.currentTarget.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <form
      method="post"
      action={actionUrl(localizePath(locale, PAGE), actions.tours.saveTranslation)}
      onSubmit={form.onSubmit}
      className="tt-form"
      data-key={text.key}
      data-language={language}
      aria-label={`${text.label} · ${LANGUAGE[language]({}, t)}`}
      noValidate
    >
      <input type="hidden" name="key" value={text.key} />
      <input type="hidden" name="language" value={language} />
      <label htmlFor={id}>
        {LANGUAGE[language]({}, t)} <span className="muted">({stored ? tours_tr_current({}, t) : tours_tr_missing({}, t)})</span>
      </label>
      {text.long ? <textarea rows={3} {...field} /> : <input {...field} />}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
      <button type="submit" className="button secondary" disabled={form.sending}>
        {SAVE[language]({}, t)}
      </button>
    </form>
  );
}
