/**
 * The business's promo codes (issue 33): a table of its codes (code, discount, event or all
 * events, uses of the limit, valid period, types, state) with Remove (a used code is switched off
 * instead), and a form to create one. Every part is a plain form that works without JavaScript.
 */
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import { dateTimeIn, moneyIn } from '#lib/i18n/format.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { TICKETING_LIMITS as L } from '#lib/schemas/ticketing-messages.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import type { OwnerEventView } from '#lib/views/owner-dashboard.ts';
import type { PromoCodeView } from '#lib/views/ticketing.ts';
import {
  organiser_error,
  organiser_success,
  ticketing_all_events,
  ticketing_all_types,
  ticketing_amount_off,
  ticketing_col_actions,
  ticketing_col_code,
  ticketing_col_discount,
  ticketing_col_event,
  ticketing_col_state,
  ticketing_col_types,
  ticketing_col_uses,
  ticketing_col_valid,
  ticketing_discount_hint,
  ticketing_field_amount,
  ticketing_field_code,
  ticketing_field_event,
  ticketing_field_limit,
  ticketing_field_percent,
  ticketing_field_types,
  ticketing_field_valid_from,
  ticketing_field_valid_until,
  ticketing_percent_off,
  ticketing_promo_create,
  ticketing_promo_create_button,
  ticketing_promo_failed,
  ticketing_promo_heading,
  ticketing_promo_intro,
  ticketing_promo_none,
  ticketing_promo_remove_failed,
  ticketing_remove_code,
  ticketing_remove_confirm,
  ticketing_remove_row,
  ticketing_removing,
  ticketing_saving,
  ticketing_state_active,
  ticketing_state_off,
  ticketing_types_placeholder,
  ticketing_uses_of,
  ticketing_uses_unlimited,
  ticketing_valid_always,
  ticketing_valid_between,
  ticketing_valid_from_only,
  ticketing_valid_until_only,
} from '#paraglide/messages.js';
import type { PostedForm } from './dashboard-inputs.ts';
import { useActionForm } from './use-action-form.ts';

/** An answer's notice, as the action said it in the page's language (its type says the message it was before). */
type Answered = { flash?: { description?: unknown } };
const saidNotice = (data: Answered) => (typeof data.flash?.description === 'string' ? data.flash.description : undefined);

type Props = {
  codes: PromoCodeView[];
  /** The business's upcoming events, for a code of one event. */
  events: OwnerEventView[];
  businessId: number;
  page: string;
  posted: PostedForm | null;
  onChanged: () => void;
  locale: Locale;
};

export default function PromoCodesPanel({ codes, events, businessId, page, posted, onChanged, locale }: Props) {
  const t = { locale };
  const discount = (code: PromoCodeView) =>
    code.percentOff !== null
      ? ticketing_percent_off({ percent: code.percentOff }, t)
      : ticketing_amount_off({ amount: moneyIn(locale, code.amountOffCents ?? 0) }, t);
  const when = (iso: string) => dateTimeIn(locale, new Date(iso));
  const valid = (code: PromoCodeView) => {
    if (code.validFrom && code.validUntil) return ticketing_valid_between({ from: when(code.validFrom), until: when(code.validUntil) }, t);
    if (code.validFrom) return ticketing_valid_from_only({ from: when(code.validFrom) }, t);
    if (code.validUntil) return ticketing_valid_until_only({ until: when(code.validUntil) }, t);
    return ticketing_valid_always({}, t);
  };

  return (
    <section className="owner-promo-codes" aria-labelledby="promo-codes-heading">
      <h3 id="promo-codes-heading">{ticketing_promo_heading({}, t)}</h3>
      <p className="muted">{ticketing_promo_intro({}, t)}</p>
      {codes.length === 0 ? (
        <p className="muted">{ticketing_promo_none({}, t)}</p>
      ) : (
        <div className="owner-table-wrap">
          <table className="owner-table owner-promo-table">
            <thead>
              <tr>
                <th scope="col">{ticketing_col_code({}, t)}</th>
                <th scope="col">{ticketing_col_discount({}, t)}</th>
                <th scope="col">{ticketing_col_event({}, t)}</th>
                <th scope="col">{ticketing_col_uses({}, t)}</th>
                <th scope="col">{ticketing_col_valid({}, t)}</th>
                <th scope="col">{ticketing_col_types({}, t)}</th>
                <th scope="col">{ticketing_col_state({}, t)}</th>
                <th scope="col">
                  <span className="visually-hidden">{ticketing_col_actions({}, t)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.id}>
                  <th scope="row">
                    <code translate="no">{code.code}</code>
                  </th>
                  <td>{discount(code)}</td>
                  <td lang={code.eventTitle ? writtenIn('en', locale) : undefined}>{code.eventTitle ?? ticketing_all_events({}, t)}</td>
                  <td>
                    {code.maxUses === null
                      ? ticketing_uses_unlimited({ uses: code.uses }, t)
                      : ticketing_uses_of({ uses: code.uses, limit: code.maxUses }, t)}
                  </td>
                  <td>{valid(code)}</td>
                  <td lang={code.ticketTypes.length ? writtenIn('en', locale) : undefined}>
                    {code.ticketTypes.length ? code.ticketTypes.join(', ') : ticketing_all_types({}, t)}
                  </td>
                  <td>{code.isActive ? ticketing_state_active({}, t) : ticketing_state_off({}, t)}</td>
                  <td>
                    {code.isActive && <RemoveCode code={code} businessId={businessId} page={page} onDone={onChanged} locale={locale} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <details className="owner-create" open={posted?.action === 'owner.createPromoCode' || undefined}>
        <summary className="button secondary">{ticketing_promo_create({}, t)}</summary>
        <CreateCode
          events={events}
          businessId={businessId}
          page={page}
          posted={posted?.action === 'owner.createPromoCode' ? posted : null}
          onDone={onChanged}
          locale={locale}
        />
      </details>
    </section>
  );
}

function CreateCode({
  events,
  businessId,
  page,
  posted,
  onDone,
  locale,
}: {
  events: OwnerEventView[];
  businessId: number;
  page: string;
  posted: PostedForm | null;
  onDone: () => void;
  locale: Locale;
}) {
  const t = { locale };
  const typed = posted?.values ?? {};
  const form = useActionForm<Answered>({
    send: (body) => actions.owner.createPromoCode(body),
    success: { title: organiser_success({}, t), description: ticketing_promo_heading({}, t) },
    describe: saidNotice,
    failure: { title: organiser_error({}, t), description: ticketing_promo_failed({}, t) },
    onDone: (_data, element) => {
      element.reset();
      onDone();
    },
    initialErrors: posted?.errors,
  });
  const { errors } = form;
  const id = (name: string) => `promo-${name}`;
  const invalid = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id(name)}-error` } : {});
  const message = (name: string) =>
    errors[name] && (
      <p id={`${id(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  const field = (name: string, label: string, input: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      <input id={id(name)} name={name} defaultValue={typed[name] ?? ''} {...input} {...invalid(name)} />
      {message(name)}
    </div>
  );

  return (
    <form method="post" action={actionUrl(page, 'owner.createPromoCode')} className="owner-event-form" onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="next" value={page} />
      {errors.form && (
        <p className="notice" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field-row">
        {field('code', ticketing_field_code({}, t), {
          maxLength: L.codeMax,
          autoCapitalize: 'characters',
          spellCheck: false,
          required: true,
        })}
        <div className="field">
          <label htmlFor={id('eventId')}>{ticketing_field_event({}, t)}</label>
          <select id={id('eventId')} name="eventId" defaultValue={typed.eventId ?? ''} {...invalid('eventId')}>
            <option value="">{ticketing_all_events({}, t)}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id} lang={writtenIn('en', locale)}>
                {event.title} ({event.date})
              </option>
            ))}
          </select>
          {message('eventId')}
        </div>
      </div>
      <p className="field-hint">{ticketing_discount_hint({}, t)}</p>
      <div className="field-row">
        {field('percentOff', ticketing_field_percent({}, t), { type: 'number', min: 1, max: 100 })}
        {field('amountOffCents', ticketing_field_amount({}, t), { inputMode: 'decimal', placeholder: '5.00' })}
        {field('maxUses', ticketing_field_limit({}, t), { type: 'number', min: 1, max: L.maxUses })}
      </div>
      <div className="field-row">
        {field('validFrom', ticketing_field_valid_from({}, t), { type: 'datetime-local' })}
        {field('validUntil', ticketing_field_valid_until({}, t), { type: 'datetime-local' })}
      </div>
      {field('ticketTypes', ticketing_field_types({}, t), { placeholder: ticketing_types_placeholder({}, t) })}
      <button className="button" type="submit" disabled={form.sending}>
        {form.sending ? ticketing_saving({}, t) : ticketing_promo_create_button({}, t)}
      </button>
    </form>
  );
}

function RemoveCode({
  code,
  businessId,
  page,
  onDone,
  locale,
}: {
  code: PromoCodeView;
  businessId: number;
  page: string;
  onDone: () => void;
  locale: Locale;
}) {
  const t = { locale };
  const form = useActionForm<Answered>({
    send: (body) => actions.owner.removePromoCode(body),
    success: { title: organiser_success({}, t), description: ticketing_promo_heading({}, t) },
    describe: saidNotice,
    failure: { title: organiser_error({}, t), description: ticketing_promo_remove_failed({}, t) },
    onDone,
  });
  return (
    <form
      method="post"
      action={actionUrl(page, 'owner.removePromoCode')}
      onSubmit={(event) => {
        if (!confirm(ticketing_remove_confirm({ code: code.code }, t))) {
          event.preventDefault();
          return;
        }
        void form.onSubmit(event);
      }}
    >
      <input type="hidden" name="businessId" value={businessId} />
      <input type="hidden" name="promoCodeId" value={code.id} />
      <input type="hidden" name="next" value={page} />
      <button
        type="submit"
        className="link-button danger"
        disabled={form.sending}
        aria-label={ticketing_remove_code({ code: code.code }, t)}
      >
        {form.sending ? ticketing_removing({}, t) : ticketing_remove_row({}, t)}
      </button>
    </form>
  );
}
