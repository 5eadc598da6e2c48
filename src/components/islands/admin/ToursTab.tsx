/**
 * Walking Tours: every tour with its points in order. Create a tour, edit it, retire or restore
 * it; add points placed on the map (or typed), edit them, move them up or down, delete them.
 * The public tour pages come later; this is where their content is kept.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { countIn, difficultyIn } from '#lib/i18n/localized/moderation.ts';
import type { Said } from '#lib/i18n/said.ts';
import { TOUR_DIFFICULTIES, TOUR_MESSAGES as M } from '#lib/schemas/tours-messages.ts';
import {
  moderation_close,
  moderation_done,
  moderation_error,
  moderation_to_add_point,
  moderation_to_arrives,
  moderation_to_benches,
  moderation_to_create,
  moderation_to_delete,
  moderation_to_delete_confirm,
  moderation_to_delete_named,
  moderation_to_down,
  moderation_to_edit,
  moderation_to_edit_named,
  moderation_to_edit_tour,
  moderation_to_f_benches,
  moderation_to_f_category,
  moderation_to_f_category_hint,
  moderation_to_f_description,
  moderation_to_f_difficulty,
  moderation_to_f_distance,
  moderation_to_f_duration,
  moderation_to_f_history,
  moderation_to_f_narration,
  moderation_to_f_notes,
  moderation_to_f_point_title,
  moderation_to_f_restrooms,
  moderation_to_f_step_free,
  moderation_to_f_title,
  moderation_to_f_zone,
  moderation_to_has_steps,
  moderation_to_list,
  moderation_to_move_down,
  moderation_to_move_up,
  moderation_to_narration,
  moderation_to_none,
  moderation_to_points,
  moderation_to_points_of,
  moderation_to_restore,
  moderation_to_restrooms,
  moderation_to_retire,
  moderation_to_retired,
  moderation_to_save_point,
  moderation_to_save_tour,
  moderation_to_step_free,
  moderation_to_title,
  moderation_to_up,
  tours_tr_open,
} from '#paraglide/messages.js';
import type { AdminToursView, TourPointView, TourTranslationsView, TourView } from '#lib/views/admin-tours.ts';
import type { MapTiles } from '../owner/dashboard-inputs.ts';
import PinPicker from '../owner/PinPicker.tsx';
import { useActionForm } from '../owner/use-action-form.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import Disclosure from './Disclosure.tsx';
// Drawn by the server too, so Translate opens without JavaScript (about 1.6 KB compressed).
import TourTranslations from './TourTranslations.tsx';
import './admin-tours.css';
import { writtenIn } from '#lib/i18n/written-language.ts';

type Props = {
  data: AdminToursView;
  onChanged: () => void;
  mapTiles: MapTiles;
  /** The page's language (English by default). */ locale?: Locale;
};

/** The toasts of a tour form, in the page's language: `done` is the message of a success. */
const toasts = (locale: Locale, done: Said) => ({
  success: { title: moderation_done({}, { locale }), description: done.in(locale) },
  failure: { title: moderation_error({}, { locale }), description: M.failed.in(locale) },
});
/** What people wrote (titles, notes, categories) stays as written, marked English on other pages. */
const englishIn = (locale: Locale) => writtenIn('en', locale);

const PAGE = '/admin?tab=tours';
const HARLEM: [number, number] = [40.8116, -73.9465];

export default function ToursTab({ data, onChanged, mapTiles, locale = 'en' }: Props) {
  const [creating, setCreating] = useState(false);
  const t = { locale };
  return (
    <section aria-labelledby="admin-tours-title">
      <div className="admin-section-head">
        <h2 id="admin-tours-title">{moderation_to_title({}, t)}</h2>
      </div>
      <Disclosure
        summary={creating ? moderation_close({}, t) : moderation_to_create({}, t)}
        open={creating}
        onToggle={setCreating}
        variant="primary"
        id="create-tour"
      >
        <TourForm
          locale={locale}
          onDone={() => {
            setCreating(false);
            onChanged();
          }}
        />
      </Disclosure>
      {data.tours.length === 0 ? (
        <p className="muted">{moderation_to_none({}, t)}</p>
      ) : (
        <ul className="tour-list" aria-label={moderation_to_list({}, t)}>
          {data.tours.map((tour) => (
            <TourItem
              key={tour.id}
              tour={tour}
              translations={data.translations}
              onChanged={onChanged}
              mapTiles={mapTiles}
              locale={locale}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function TourItem({
  tour,
  translations,
  onChanged,
  mapTiles,
  locale,
}: {
  tour: TourView;
  translations: TourTranslationsView;
  onChanged: () => void;
  mapTiles: MapTiles;
  locale: Locale;
}) {
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [adding, setAdding] = useState(false);
  const t = { locale };
  const english = englishIn(locale);
  const toggle = useActionForm({
    send: (form) => (tour.isActive ? actions.tours.retireTour(form) : actions.tours.restoreTour(form)),
    ...toasts(locale, tour.isActive ? M.retired : M.restored),
    onDone: onChanged,
  });
  const access = [
    tour.accessibility.stepFree ? moderation_to_step_free({}, t) : moderation_to_has_steps({}, t),
    tour.accessibility.benches && moderation_to_benches({}, t),
    tour.accessibility.restrooms && moderation_to_restrooms({}, t),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className={`tour-item${tour.isActive ? '' : ' retired'}`}>
      <div className="admin-section-head">
        <div>
          <h3>
            <span lang={english}>{tour.title}</span>{' '}
            {!tour.isActive && <span className="badge muted-badge">{moderation_to_retired({}, t)}</span>}
          </h3>
          <p className="muted">{`${difficultyIn(locale, tour.difficulty)} · ${tour.duration ?? '?'} min · ${tour.distance === null ? '?' : countIn(locale, tour.distance)} km · ${moderation_to_points({ count: tour.points.length }, t)} · ${access}`}</p>
          {tour.accessibility.notes && (
            <p className="muted" lang={english}>
              {tour.accessibility.notes}
            </p>
          )}
        </div>
        <div className="admin-row-actions">
          <form
            method="post"
            action={actionUrl(localizePath(locale, PAGE), tour.isActive ? actions.tours.retireTour : actions.tours.restoreTour)}
            onSubmit={toggle.onSubmit}
            className="admin-inline-form"
          >
            <input type="hidden" name="tourId" value={tour.id} />
            <button type="submit" className="button secondary" disabled={toggle.sending}>
              {tour.isActive ? moderation_to_retire({}, t) : moderation_to_restore({}, t)}
            </button>
          </form>
        </div>
      </div>
      <div className="admin-row-actions tour-forms">
        <Disclosure summary={editing ? moderation_close({}, t) : moderation_to_edit_tour({}, t)} open={editing} onToggle={setEditing}>
          <TourForm
            tour={tour}
            locale={locale}
            onDone={() => {
              setEditing(false);
              onChanged();
            }}
          />
        </Disclosure>
        <Disclosure summary={translating ? moderation_close({}, t) : tours_tr_open({}, t)} open={translating} onToggle={setTranslating}>
          <TourTranslations tour={tour} translations={translations} locale={locale} onChanged={onChanged} />
        </Disclosure>
      </div>
      <ol className="tour-points" aria-label={moderation_to_points_of({ title: tour.title }, t)}>
        {tour.points.map((point, index) => (
          <PointItem
            key={point.id}
            tour={tour}
            point={point}
            first={index === 0}
            last={index === tour.points.length - 1}
            onChanged={onChanged}
            mapTiles={mapTiles}
            locale={locale}
          />
        ))}
      </ol>
      <Disclosure summary={adding ? moderation_close({}, t) : moderation_to_add_point({}, t)} open={adding} onToggle={setAdding}>
        <PointForm
          tourId={tour.id}
          mapTiles={mapTiles}
          locale={locale}
          onDone={() => {
            setAdding(false);
            onChanged();
          }}
        />
      </Disclosure>
    </li>
  );
}

function PointItem({
  tour,
  point,
  first,
  last,
  onChanged,
  mapTiles,
  locale,
}: {
  tour: TourView;
  point: TourPointView;
  first: boolean;
  last: boolean;
  onChanged: () => void;
  mapTiles: MapTiles;
  locale: Locale;
}) {
  const [editing, setEditing] = useState(false);
  const t = { locale };
  const page = localizePath(locale, PAGE);
  const move = useActionForm({ send: (form) => actions.tours.movePoint(form), ...toasts(locale, M.moved), onDone: onChanged });
  const remove = useActionForm({ send: (form) => actions.tours.deletePoint(form), ...toasts(locale, M.pointDeleted), onDone: onChanged });
  const hidden = (
    <>
      <input type="hidden" name="tourId" value={tour.id} />
      <input type="hidden" name="pointId" value={point.id} />
    </>
  );
  return (
    <li>
      <div className="admin-section-head">
        <div>
          <strong lang={englishIn(locale)}>{point.title}</strong>
          <p className="muted">
            {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)} · {moderation_to_arrives({ zone: point.interactionZone }, t)}
            {point.audioNarration ? ` · ${moderation_to_narration({}, t)}` : ''}
          </p>
        </div>
        <div className="admin-row-actions">
          {!first && (
            <form method="post" action={actionUrl(page, actions.tours.movePoint)} onSubmit={move.onSubmit} className="admin-inline-form">
              {hidden}
              <input type="hidden" name="direction" value="up" />
              <button type="submit" className="button secondary" aria-label={moderation_to_move_up({ title: point.title }, t)}>
                {moderation_to_up({}, t)}
              </button>
            </form>
          )}
          {!last && (
            <form method="post" action={actionUrl(page, actions.tours.movePoint)} onSubmit={move.onSubmit} className="admin-inline-form">
              {hidden}
              <input type="hidden" name="direction" value="down" />
              <button type="submit" className="button secondary" aria-label={moderation_to_move_down({ title: point.title }, t)}>
                {moderation_to_down({}, t)}
              </button>
            </form>
          )}
          <form
            method="post"
            action={actionUrl(page, actions.tours.deletePoint)}
            onSubmit={(event) =>
              window.confirm(moderation_to_delete_confirm({ title: point.title }, t)) ? remove.onSubmit(event) : event.preventDefault()
            }
            className="admin-inline-form"
          >
            {hidden}
            <button type="submit" className="button danger" aria-label={moderation_to_delete_named({ title: point.title }, t)}>
              {moderation_to_delete({}, t)}
            </button>
          </form>
        </div>
      </div>
      <Disclosure
        summary={editing ? moderation_close({}, t) : moderation_to_edit({}, t)}
        label={editing ? undefined : moderation_to_edit_named({ title: point.title }, t)}
        open={editing}
        onToggle={setEditing}
      >
        <PointForm
          tourId={tour.id}
          point={point}
          mapTiles={mapTiles}
          locale={locale}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
        />
      </Disclosure>
    </li>
  );
}

function Field({
  name,
  label,
  errors,
  locale,
  children,
}: {
  name: string;
  label: string;
  errors: Record<string, string>;
  locale: Locale;
  children: React.ReactNode;
}) {
  return (
    <label
      className={
        name === 'description' || name === 'historicalContext' || name === 'audioNarration' || name === 'accessibilityNotes'
          ? 'wide'
          : undefined
      }
    >
      <span>{label}</span>
      {children}
      {errors[name] && (
        <span className="field-error" id={`${name}-error`}>
          {errors[name]}
        </span>
      )}
    </label>
  );
}

function TourForm({ tour, onDone, locale }: { tour?: TourView; onDone: () => void; locale: Locale }) {
  const form = useActionForm({
    send: (body) => (tour ? actions.tours.updateTour(body) : actions.tours.createTour(body)),
    ...toasts(locale, tour ? M.saved : M.created),
    onDone,
  });
  const { errors } = form;
  const t = { locale };
  const shared = { errors, locale };
  return (
    <form
      className="admin-edit-form"
      method="post"
      action={actionUrl(localizePath(locale, PAGE), tour ? actions.tours.updateTour : actions.tours.createTour)}
      onSubmit={form.onSubmit}
      aria-label={tour ? moderation_to_edit_named({ title: tour.title }, t) : moderation_to_create({}, t)}
      noValidate
    >
      {tour && <input type="hidden" name="tourId" value={tour.id} />}
      <Field name="title" label={moderation_to_f_title({}, t)} {...shared}>
        <input name="title" defaultValue={tour?.title ?? ''} aria-invalid={errors.title ? true : undefined} />
      </Field>
      <Field name="category" label={moderation_to_f_category({}, t)} {...shared}>
        <input name="category" defaultValue={tour?.category ?? ''} placeholder={moderation_to_f_category_hint({}, t)} />
      </Field>
      <Field name="difficulty" label={moderation_to_f_difficulty({}, t)} {...shared}>
        <select name="difficulty" defaultValue={tour?.difficulty ?? 'easy'}>
          {TOUR_DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {difficultyIn(locale, level)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="duration" label={moderation_to_f_duration({}, t)} {...shared}>
        <input
          name="duration"
          type="number"
          min={10}
          max={600}
          defaultValue={tour?.duration ?? ''}
          aria-invalid={errors.duration ? true : undefined}
        />
      </Field>
      <Field name="distance" label={moderation_to_f_distance({}, t)} {...shared}>
        <input
          name="distance"
          type="number"
          step="0.1"
          min={0.1}
          max={30}
          defaultValue={tour?.distance ?? ''}
          aria-invalid={errors.distance ? true : undefined}
        />
      </Field>
      <Field name="description" label={moderation_to_f_description({}, t)} {...shared}>
        <textarea name="description" rows={3} defaultValue={tour?.description ?? ''} />
      </Field>
      <label className="check">
        <input type="checkbox" name="stepFree" defaultChecked={tour?.accessibility.stepFree ?? false} /> {moderation_to_f_step_free({}, t)}
      </label>
      <label className="check">
        <input type="checkbox" name="benches" defaultChecked={tour?.accessibility.benches ?? false} /> {moderation_to_f_benches({}, t)}
      </label>
      <label className="check">
        <input type="checkbox" name="restrooms" defaultChecked={tour?.accessibility.restrooms ?? false} />{' '}
        {moderation_to_f_restrooms({}, t)}
      </label>
      <Field name="accessibilityNotes" label={moderation_to_f_notes({}, t)} {...shared}>
        <input name="accessibilityNotes" defaultValue={tour?.accessibility.notes ?? ''} />
      </Field>
      <button type="submit" className="button" disabled={form.sending}>
        {tour ? moderation_to_save_tour({}, t) : moderation_to_create({}, t)}
      </button>
    </form>
  );
}

function PointForm({
  tourId,
  point,
  mapTiles,
  onDone,
  locale,
}: {
  tourId: number;
  point?: TourPointView;
  mapTiles: MapTiles;
  onDone: () => void;
  locale: Locale;
}) {
  const form = useActionForm({
    send: (body) => (point ? actions.tours.updatePoint(body) : actions.tours.addPoint(body)),
    ...toasts(locale, point ? M.pointSaved : M.pointAdded),
    onDone,
  });
  const { errors } = form;
  const t = { locale };
  const shared = { errors, locale };
  return (
    <form
      className="admin-edit-form"
      method="post"
      action={actionUrl(localizePath(locale, PAGE), point ? actions.tours.updatePoint : actions.tours.addPoint)}
      onSubmit={form.onSubmit}
      aria-label={point ? moderation_to_edit_named({ title: point.title }, t) : moderation_to_add_point({}, t)}
      noValidate
    >
      <input type="hidden" name="tourId" value={tourId} />
      {point && <input type="hidden" name="pointId" value={point.id} />}
      <Field name="title" label={moderation_to_f_point_title({}, t)} {...shared}>
        <input name="title" defaultValue={point?.title ?? ''} aria-invalid={errors.title ? true : undefined} />
      </Field>
      <Field name="interactionZone" label={moderation_to_f_zone({}, t)} {...shared}>
        <input name="interactionZone" type="number" min={5} max={500} defaultValue={point?.interactionZone ?? 30} />
      </Field>
      <Field name="description" label={moderation_to_f_description({}, t)} {...shared}>
        <textarea name="description" rows={2} defaultValue={point?.description ?? ''} />
      </Field>
      <Field name="historicalContext" label={moderation_to_f_history({}, t)} {...shared}>
        <textarea name="historicalContext" rows={3} defaultValue={point?.historicalContext ?? ''} />
      </Field>
      <Field name="audioNarration" label={moderation_to_f_narration({}, t)} {...shared}>
        <textarea name="audioNarration" rows={3} defaultValue={point?.audioNarration ?? ''} />
      </Field>
      <div className="wide">
        <PinPicker
          locale={locale}
          latitude={point ? String(point.latitude) : ''}
          longitude={point ? String(point.longitude) : ''}
          fallbackCenter={HARLEM}
          tiles={mapTiles}
          error={errors.latitude ?? errors.longitude ?? undefined}
        />
      </div>
      <button type="submit" className="button" disabled={form.sending}>
        {point ? moderation_to_save_point({}, t) : moderation_to_add_point({}, t)}
      </button>
    </form>
  );
}
