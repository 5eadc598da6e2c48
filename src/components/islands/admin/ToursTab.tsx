/**
 * Walking Tours: every tour with its points in order. Create a tour, edit it, retire or restore
 * it; add points placed on the map (or typed), edit them, move them up or down, delete them.
 * The public tour pages come later; this is where their content is kept.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import { TOUR_DIFFICULTIES, TOUR_MESSAGES as M } from '../../../lib/schemas/tours-messages.ts';
import type { AdminToursView, TourPointView, TourView } from '../../../lib/views/admin-tours.ts';
import type { MapTiles } from '../owner/BusinessDashboard.tsx';
import PinPicker from '../owner/PinPicker.tsx';
import { useActionForm } from '../owner/use-action-form.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import './admin-tours.css';
import type { Locale } from '../../../lib/domain/locales.ts';

type Props = { data: AdminToursView; onChanged: () => void; mapTiles: MapTiles; locale?: Locale };

const PAGE = '/admin?tab=tours';
const HARLEM: [number, number] = [40.8116, -73.9465];

export default function ToursTab({ data, onChanged, mapTiles }: Props) {
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="admin-tours-title">
      <div className="admin-section-head">
        <h2 id="admin-tours-title">Walking Tours</h2>
        <button type="button" className="button" aria-expanded={creating} onClick={() => setCreating(!creating)} id="create-tour">
          {creating ? 'Close' : 'Create Tour'}
        </button>
      </div>
      {creating && <TourForm onDone={() => { setCreating(false); onChanged(); }} />}
      {data.tours.length === 0 ? <p className="muted">No walking tours yet.</p> : (
        <ul className="tour-list" aria-label="Walking tours">
          {data.tours.map((tour) => <TourItem key={tour.id} tour={tour} onChanged={onChanged} mapTiles={mapTiles} />)}
        </ul>
      )}
    </section>
  );
}

function TourItem({ tour, onChanged, mapTiles }: { tour: TourView; onChanged: () => void; mapTiles: MapTiles }) {
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const toggle = useActionForm({ send: (form) => (tour.isActive ? actions.tours.retireTour(form) : actions.tours.restoreTour(form)), success: { title: 'Done', description: tour.isActive ? M.retired : M.restored }, failure: { title: 'Error', description: M.failed }, onDone: onChanged });
  const access = [tour.accessibility.stepFree ? 'step-free' : 'has steps', tour.accessibility.benches && 'benches on the way', tour.accessibility.restrooms && 'restrooms on the way'].filter(Boolean).join(', ');
  return (
    <li className={`tour-item${tour.isActive ? '' : ' retired'}`}>
      <div className="admin-section-head">
        <div>
          <h3>{tour.title} {!tour.isActive && <span className="badge muted-badge">Retired</span>}</h3>
          <p className="muted">{tour.difficulty} · {tour.duration ?? '?'} min · {tour.distance ?? '?'} km · {tour.points.length} {tour.points.length === 1 ? 'point' : 'points'} · {access}</p>
          {tour.accessibility.notes && <p className="muted">{tour.accessibility.notes}</p>}
        </div>
        <div className="admin-row-actions">
          <button type="button" className="button secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>{editing ? 'Close' : 'Edit tour'}</button>
          <form method="post" action={actionUrl(PAGE, tour.isActive ? actions.tours.retireTour : actions.tours.restoreTour)} onSubmit={toggle.onSubmit} className="admin-inline-form">
            <input type="hidden" name="tourId" value={tour.id} />
            <button type="submit" className="button secondary" disabled={toggle.sending}>{tour.isActive ? 'Retire' : 'Restore'}</button>
          </form>
        </div>
      </div>
      {editing && <TourForm tour={tour} onDone={() => { setEditing(false); onChanged(); }} />}
      <ol className="tour-points" aria-label={`Points of ${tour.title}`}>
        {tour.points.map((point, index) => (
          <PointItem key={point.id} tour={tour} point={point} first={index === 0} last={index === tour.points.length - 1} onChanged={onChanged} mapTiles={mapTiles} />
        ))}
      </ol>
      <button type="button" className="button secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>{adding ? 'Close' : 'Add point'}</button>
      {adding && <PointForm tourId={tour.id} mapTiles={mapTiles} onDone={() => { setAdding(false); onChanged(); }} />}
    </li>
  );
}

function PointItem({ tour, point, first, last, onChanged, mapTiles }: { tour: TourView; point: TourPointView; first: boolean; last: boolean; onChanged: () => void; mapTiles: MapTiles }) {
  const [editing, setEditing] = useState(false);
  const move = useActionForm({ send: (form) => actions.tours.movePoint(form), success: { title: 'Done', description: M.moved }, failure: { title: 'Error', description: M.failed }, onDone: onChanged });
  const remove = useActionForm({ send: (form) => actions.tours.deletePoint(form), success: { title: 'Done', description: M.pointDeleted }, failure: { title: 'Error', description: M.failed }, onDone: onChanged });
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
          <strong>{point.title}</strong>
          <p className="muted">{point.latitude.toFixed(5)}, {point.longitude.toFixed(5)} · arrives within {point.interactionZone} m{point.audioNarration ? ' · narration written' : ''}</p>
        </div>
        <div className="admin-row-actions">
          {!first && (
            <form method="post" action={actionUrl(PAGE, actions.tours.movePoint)} onSubmit={move.onSubmit} className="admin-inline-form">
              {hidden}<input type="hidden" name="direction" value="up" />
              <button type="submit" className="button secondary" aria-label={`Move ${point.title} up`}>↑ Up</button>
            </form>
          )}
          {!last && (
            <form method="post" action={actionUrl(PAGE, actions.tours.movePoint)} onSubmit={move.onSubmit} className="admin-inline-form">
              {hidden}<input type="hidden" name="direction" value="down" />
              <button type="submit" className="button secondary" aria-label={`Move ${point.title} down`}>↓ Down</button>
            </form>
          )}
          <button type="button" className="button secondary" aria-expanded={editing} onClick={() => setEditing(!editing)} aria-label={`Edit ${point.title}`}>{editing ? 'Close' : 'Edit'}</button>
          <form method="post" action={actionUrl(PAGE, actions.tours.deletePoint)} onSubmit={(event) => (window.confirm(`Delete ${point.title}?`) ? remove.onSubmit(event) : event.preventDefault())} className="admin-inline-form">
            {hidden}
            <button type="submit" className="button danger" aria-label={`Delete ${point.title}`}>Delete</button>
          </form>
        </div>
      </div>
      {editing && <PointForm tourId={tour.id} point={point} mapTiles={mapTiles} onDone={() => { setEditing(false); onChanged(); }} />}
    </li>
  );
}

function Field({ name, label, errors, children }: { name: string; label: string; errors: Record<string, string>; children: React.ReactNode }) {
  return (
    <label className={name === 'description' || name === 'historicalContext' || name === 'audioNarration' || name === 'accessibilityNotes' ? 'wide' : undefined}>
      <span>{label}</span>
      {children}
      {errors[name] && <span className="field-error" id={`${name}-error`}>{errors[name]}</span>}
    </label>
  );
}

function TourForm({ tour, onDone }: { tour?: TourView; onDone: () => void }) {
  const form = useActionForm({ send: (body) => (tour ? actions.tours.updateTour(body) : actions.tours.createTour(body)), success: { title: 'Done', description: tour ? M.saved : M.created }, failure: { title: 'Error', description: M.failed }, onDone });
  const { errors } = form;
  return (
    <form className="admin-edit-form" method="post" action={actionUrl(PAGE, tour ? actions.tours.updateTour : actions.tours.createTour)} onSubmit={form.onSubmit} aria-label={tour ? `Edit ${tour.title}` : 'Create Tour'} noValidate>
      {tour && <input type="hidden" name="tourId" value={tour.id} />}
      <Field name="title" label="Title" errors={errors}><input name="title" defaultValue={tour?.title ?? ''} aria-invalid={errors.title ? true : undefined} /></Field>
      <Field name="category" label="Category" errors={errors}><input name="category" defaultValue={tour?.category ?? ''} placeholder="History, Music, Architecture…" /></Field>
      <Field name="difficulty" label="Difficulty" errors={errors}>
        <select name="difficulty" defaultValue={tour?.difficulty ?? 'easy'}>{TOUR_DIFFICULTIES.map((level) => <option key={level} value={level}>{level}</option>)}</select>
      </Field>
      <Field name="duration" label="Duration (minutes)" errors={errors}><input name="duration" type="number" min={10} max={600} defaultValue={tour?.duration ?? ''} aria-invalid={errors.duration ? true : undefined} /></Field>
      <Field name="distance" label="Distance (km)" errors={errors}><input name="distance" type="number" step="0.1" min={0.1} max={30} defaultValue={tour?.distance ?? ''} aria-invalid={errors.distance ? true : undefined} /></Field>
      <Field name="description" label="Description" errors={errors}><textarea name="description" rows={3} defaultValue={tour?.description ?? ''} /></Field>
      <label className="check"><input type="checkbox" name="stepFree" defaultChecked={tour?.accessibility.stepFree ?? false} /> Step-free route</label>
      <label className="check"><input type="checkbox" name="benches" defaultChecked={tour?.accessibility.benches ?? false} /> Benches on the way</label>
      <label className="check"><input type="checkbox" name="restrooms" defaultChecked={tour?.accessibility.restrooms ?? false} /> Restrooms on the way</label>
      <Field name="accessibilityNotes" label="Accessibility notes" errors={errors}><input name="accessibilityNotes" defaultValue={tour?.accessibility.notes ?? ''} /></Field>
      <button type="submit" className="button" disabled={form.sending}>{tour ? 'Save tour' : 'Create Tour'}</button>
    </form>
  );
}

function PointForm({ tourId, point, mapTiles, onDone }: { tourId: number; point?: TourPointView; mapTiles: MapTiles; onDone: () => void }) {
  const form = useActionForm({ send: (body) => (point ? actions.tours.updatePoint(body) : actions.tours.addPoint(body)), success: { title: 'Done', description: point ? M.pointSaved : M.pointAdded }, failure: { title: 'Error', description: M.failed }, onDone });
  const { errors } = form;
  return (
    <form className="admin-edit-form" method="post" action={actionUrl(PAGE, point ? actions.tours.updatePoint : actions.tours.addPoint)} onSubmit={form.onSubmit} aria-label={point ? `Edit ${point.title}` : 'Add point'} noValidate>
      <input type="hidden" name="tourId" value={tourId} />
      {point && <input type="hidden" name="pointId" value={point.id} />}
      <Field name="title" label="Point title" errors={errors}><input name="title" defaultValue={point?.title ?? ''} aria-invalid={errors.title ? true : undefined} /></Field>
      <Field name="interactionZone" label="Arrival zone (metres)" errors={errors}><input name="interactionZone" type="number" min={5} max={500} defaultValue={point?.interactionZone ?? 30} /></Field>
      <Field name="description" label="Description" errors={errors}><textarea name="description" rows={2} defaultValue={point?.description ?? ''} /></Field>
      <Field name="historicalContext" label="Historical context" errors={errors}><textarea name="historicalContext" rows={3} defaultValue={point?.historicalContext ?? ''} /></Field>
      <Field name="audioNarration" label="Narration text" errors={errors}><textarea name="audioNarration" rows={3} defaultValue={point?.audioNarration ?? ''} /></Field>
      <div className="wide">
        <PinPicker latitude={point ? String(point.latitude) : ''} longitude={point ? String(point.longitude) : ''} fallbackCenter={HARLEM} tiles={mapTiles} error={errors.latitude ?? errors.longitude} />
      </div>
      <button type="submit" className="button" disabled={form.sending}>{point ? 'Save point' : 'Add point'}</button>
    </form>
  );
}
