/**
 * An upcoming event's ticket types (issue 33): a row per type (name, price, quantity, optional
 * sales window in New York time, maximum per order) with what is held in orders and sold of it,
 * saved as one set (actions.owner.saveTicketTypes). Without JavaScript the form shows the saved
 * rows and one blank row to add a type; hydrated, rows are added and removed in place.
 */
import { useState } from 'react';
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { TICKETING_LIMITS as L } from '#lib/schemas/ticketing-messages.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import type { TicketTypeView } from '#lib/views/ticketing.ts';
import {
  organiser_error,
  organiser_success,
  ticketing_add_type,
  ticketing_field_max_per_order,
  ticketing_field_name,
  ticketing_field_price,
  ticketing_field_quantity,
  ticketing_field_sales_end,
  ticketing_field_sales_start,
  ticketing_held_sold,
  ticketing_no_types,
  ticketing_remove_row,
  ticketing_remove_type,
  ticketing_save_types,
  ticketing_saving,
  ticketing_type_row,
  ticketing_types_failed,
  ticketing_types_intro,
  ticketing_types_saved,
} from '#paraglide/messages.js';
import { useHydrated } from '../use-hydrated.ts';
import { useActionForm } from './use-action-form.ts';

type Row = {
  key: string;
  id: number | null;
  name: string;
  price: string;
  quantity: string;
  salesStart: string;
  salesEnd: string;
  maxPerOrder: string;
  held: number;
  sold: number;
};

/** An instant as a datetime-local input's New York wall clock ("2026-12-01T18:00"). */
const wallClock = (iso: string | null) => {
  if (!iso) return '';
  const { date, time } = toNewYorkParts(new Date(iso));
  return `${date}T${time}`;
};

const rowOf = (type: TicketTypeView): Row => ({
  key: `type-${type.id}`,
  id: type.id,
  name: type.name,
  price: (type.priceCents / 100).toFixed(2),
  quantity: String(type.quantity),
  salesStart: wallClock(type.salesStartAt),
  salesEnd: wallClock(type.salesEndAt),
  maxPerOrder: String(type.maxPerOrder),
  held: type.held,
  sold: type.sold,
});

let added = 0;
const blankRow = (): Row => ({
  key: `new-${++added}`,
  id: null,
  name: '',
  price: '',
  quantity: '',
  salesStart: '',
  salesEnd: '',
  maxPerOrder: String(L.maxPerOrder),
  held: 0,
  sold: 0,
});

type Props = {
  eventId: number;
  types: TicketTypeView[];
  businessId: number;
  page: string;
  onChanged: () => void;
  locale: Locale;
  /** Why a plain post of this form was refused. */
  postedErrors?: Record<string, string>;
};

export default function TicketTypesEditor({ eventId, types, businessId, page, onChanged, locale, postedErrors }: Props) {
  const t = { locale };
  const scripted = useHydrated();
  const [rows, setRows] = useState<Row[]>(() => (types.length ? types.map(rowOf) : [blankRow()]));
  const form = useActionForm<unknown>({
    send: (body) => actions.owner.saveTicketTypes(body),
    success: { title: organiser_success({}, t), description: ticketing_types_saved({}, t) },
    failure: { title: organiser_error({}, t), description: ticketing_types_failed({}, t) },
    onDone: onChanged,
    initialErrors: postedErrors,
  });
  // Without JavaScript: the saved rows and one blank row to add a type.
  const shown = scripted ? rows : types.length ? [...types.map(rowOf), blankRow()] : rows;
  const id = (row: Row, field: string) => `event-${eventId}-${row.key}-${field}`;
  const remove = (key: string) => setRows((current) => current.filter((row) => row.key !== key));

  return (
    <form
      method="post"
      action={actionUrl(page, 'owner.saveTicketTypes')}
      className="owner-event-form owner-ticket-types"
      onSubmit={form.onSubmit}
      noValidate
    >
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="next" value={page} />
      <p className="field-hint">{ticketing_types_intro({}, t)}</p>
      {(form.errors.types || form.errors.form) && (
        <p className="field-error" role="alert">
          {form.errors.types ?? form.errors.form}
        </p>
      )}
      {shown.length === 0 && <p className="muted">{ticketing_no_types({}, t)}</p>}
      {shown.map((row, index) => (
        <fieldset key={row.key} className="owner-ticket-type">
          <legend>
            {row.id !== null && row.name ? (
              <span lang={writtenIn('en', locale)}>{row.name}</span>
            ) : (
              ticketing_type_row({ number: index + 1 }, t)
            )}
            {row.id !== null && <small className="muted"> · {ticketing_held_sold({ held: row.held, sold: row.sold }, t)}</small>}
          </legend>
          <input type="hidden" name="typeId" value={row.id ?? ''} />
          <div className="field-row">
            <div className="field">
              <label htmlFor={id(row, 'name')}>{ticketing_field_name({}, t)}</label>
              <input id={id(row, 'name')} name="typeName" defaultValue={row.name} maxLength={L.name} required />
            </div>
            <div className="field">
              <label htmlFor={id(row, 'price')}>{ticketing_field_price({}, t)}</label>
              <input id={id(row, 'price')} name="typePrice" defaultValue={row.price} inputMode="decimal" placeholder="0.00" />
            </div>
            <div className="field">
              <label htmlFor={id(row, 'quantity')}>{ticketing_field_quantity({}, t)}</label>
              <input
                id={id(row, 'quantity')}
                name="typeQuantity"
                type="number"
                min={Math.max(1, row.held)}
                max={L.quantity}
                defaultValue={row.quantity}
                required
              />
            </div>
            <div className="field">
              <label htmlFor={id(row, 'max')}>{ticketing_field_max_per_order({}, t)}</label>
              <input id={id(row, 'max')} name="typeMaxPerOrder" type="number" min={1} max={L.maxPerOrder} defaultValue={row.maxPerOrder} />
            </div>
          </div>
          <div className="field-row owner-ticket-window">
            <div className="field">
              <label htmlFor={id(row, 'start')}>{ticketing_field_sales_start({}, t)}</label>
              <input id={id(row, 'start')} name="typeSalesStart" type="datetime-local" defaultValue={row.salesStart} />
            </div>
            <div className="field">
              <label htmlFor={id(row, 'end')}>{ticketing_field_sales_end({}, t)}</label>
              <input id={id(row, 'end')} name="typeSalesEnd" type="datetime-local" defaultValue={row.salesEnd} />
            </div>
          </div>
          {scripted && (
            <button
              type="button"
              className="link-button danger"
              aria-label={ticketing_remove_type({ number: index + 1 }, t)}
              onClick={() => remove(row.key)}
              disabled={row.held > 0}
            >
              {ticketing_remove_row({}, t)}
            </button>
          )}
        </fieldset>
      ))}
      <div className="owner-ticket-actions">
        {scripted && rows.length < L.types && (
          <button type="button" className="button secondary" onClick={() => setRows((current) => [...current, blankRow()])}>
            {ticketing_add_type({}, t)}
          </button>
        )}
        <button type="submit" className="button" disabled={form.sending}>
          {form.sending ? ticketing_saving({}, t) : ticketing_save_types({}, t)}
        </button>
      </div>
    </form>
  );
}
