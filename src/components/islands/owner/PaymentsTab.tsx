/** Payments: where ticket and booking money goes (the connected Stripe account), the current plan, payment methods (Stripe's billing portal) and the listing payments made. */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { amountIn, dateTimeIn } from '#lib/i18n/localized/organiser.ts';
import { actionUrl } from '#lib/site/action-url.ts';
import type { OwnerDashboardView } from '#lib/views/owner-dashboard.ts';
import {
  organiser_add_payment_method,
  organiser_cards_note,
  organiser_col_amount,
  organiser_col_date,
  organiser_col_expires,
  organiser_col_plan,
  organiser_col_status,
  organiser_current_plan,
  organiser_extend_plan,
  organiser_no_payments,
  organiser_paid_through,
  organiser_pay_expired,
  organiser_pay_failed,
  organiser_pay_paid,
  organiser_pay_pending,
  organiser_pay_refunded,
  organiser_payment_history,
  organiser_payment_methods,
  organiser_payments,
  organiser_payments_off,
  organiser_plan_basic,
  organiser_plan_premium,
  organiser_see_plans,
  organiser_get_paid,
  organiser_get_paid_note,
  organiser_connect_state_not_connected,
  organiser_connect_state_details_needed,
  organiser_connect_state_pending_verification,
  organiser_connect_state_restricted,
  organiser_connect_state_enabled,
  organiser_connect_charges_on,
  organiser_connect_charges_off,
  organiser_connect_payouts_on,
  organiser_connect_payouts_off,
  organiser_connect_start,
  organiser_connect_finish,
  organiser_connect_update,
  organiser_connect_why,
  organiser_connect_pending_note,
  organiser_payouts,
  organiser_balance_available,
  organiser_balance_pending,
  organiser_payouts_none,
  organiser_payouts_loading,
  organiser_payouts_unavailable,
  organiser_col_arrival,
  organiser_payout_paid,
  organiser_payout_in_transit,
  organiser_payout_pending,
  organiser_payout_failed,
  organiser_payout_canceled,
} from '#paraglide/messages.js';
import { useEffect, useState } from 'react';
import { moneyIn, shortDateIn } from '#lib/i18n/format.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { ConnectionState, PayoutsView } from '#lib/views/owner-dashboard.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const STATUS_LABELS: Record<string, Message> = {
  paid: organiser_pay_paid,
  pending: organiser_pay_pending,
  failed: organiser_pay_failed,
  refunded: organiser_pay_refunded,
  expired: organiser_pay_expired,
};

const CONNECTION_STATES: Record<ConnectionState, Message> = {
  not_connected: organiser_connect_state_not_connected,
  details_needed: organiser_connect_state_details_needed,
  pending_verification: organiser_connect_state_pending_verification,
  restricted: organiser_connect_state_restricted,
  enabled: organiser_connect_state_enabled,
};

const PAYOUT_STATUSES: Record<string, Message> = {
  paid: organiser_payout_paid,
  in_transit: organiser_payout_in_transit,
  pending: organiser_payout_pending,
  failed: organiser_payout_failed,
  canceled: organiser_payout_canceled,
};

/** The connected account's balance and latest payouts, read from Stripe when the tab shows (GET /api/businesses/:id/payouts). */
function Payouts({ businessId, locale }: { businessId: number; locale: Locale }) {
  const t = { locale };
  const scripted = useHydrated();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; view: PayoutsView }>({ kind: 'loading' });
  useEffect(() => {
    if (!scripted) return;
    let current = true;
    fetch(`/api/businesses/${businessId}/payouts`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((view: PayoutsView) => current && setState({ kind: 'ready', view }))
      .catch(() => current && setState({ kind: 'error' }));
    return () => {
      current = false;
    };
  }, [scripted, businessId]);
  if (!scripted) return null;
  if (state.kind === 'loading') return <p role="status">{organiser_payouts_loading({}, t)}</p>;
  if (state.kind === 'error' || state.view.unavailable) return <p role="alert">{organiser_payouts_unavailable({}, t)}</p>;
  const { view } = state;
  return (
    <div className="owner-payouts" data-payouts-list>
      <h4>{organiser_payouts({}, t)}</h4>
      <p data-balance-available>{organiser_balance_available({ amount: moneyIn(locale, view.availableCents ?? 0) }, t)}</p>
      {(view.pendingCents ?? 0) > 0 && (
        <p className="muted">{organiser_balance_pending({ amount: moneyIn(locale, view.pendingCents ?? 0) }, t)}</p>
      )}
      {view.payouts.length === 0 ? (
        <p className="muted">{organiser_payouts_none({}, t)}</p>
      ) : (
        <div className="owner-table-wrap">
          <table className="owner-table">
            <thead>
              <tr>
                <th scope="col">{organiser_col_amount({}, t)}</th>
                <th scope="col">{organiser_col_arrival({}, t)}</th>
                <th scope="col">{organiser_col_status({}, t)}</th>
              </tr>
            </thead>
            <tbody>
              {view.payouts.map((payout) => (
                <tr key={payout.id}>
                  <td>{moneyIn(locale, payout.amountCents)}</td>
                  <td>{shortDateIn(locale, payout.arrivalDate.slice(0, 10))}</td>
                  <td>{PAYOUT_STATUSES[payout.status]?.({}, t) ?? payout.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Where the business's ticket and booking money goes: its Stripe account's state, and the way to connect or finish. */
function GetPaid({ data, page, locale }: { data: OwnerDashboardView; page: string; locale: Locale }) {
  const { connection } = data;
  const t = { locale };
  const button =
    connection.state === 'not_connected'
      ? organiser_connect_start
      : connection.state === 'enabled'
        ? organiser_connect_update
        : organiser_connect_finish;
  return (
    <div className="card owner-get-paid" data-connection={connection.state}>
      <h3>{organiser_get_paid({}, t)}</h3>
      <p>
        <strong data-connection-state>{CONNECTION_STATES[connection.state]({}, t)}</strong>
      </p>
      {connection.state !== 'not_connected' && (
        <ul className="owner-connect-facts">
          <li data-charges={connection.chargesEnabled ? 'on' : 'off'}>
            {connection.chargesEnabled ? organiser_connect_charges_on({}, t) : organiser_connect_charges_off({}, t)}
          </li>
          <li data-payouts={connection.payoutsEnabled ? 'on' : 'off'}>
            {connection.payoutsEnabled ? organiser_connect_payouts_on({}, t) : organiser_connect_payouts_off({}, t)}
          </li>
        </ul>
      )}
      <p className="muted">{organiser_get_paid_note({}, t)}</p>
      {connection.state === 'pending_verification' && <p className="muted">{organiser_connect_pending_note({}, t)}</p>}
      {!connection.chargesEnabled && <p className="muted">{organiser_connect_why({}, t)}</p>}
      {data.paymentsConfigured && connection.state !== 'not_connected' && <Payouts businessId={data.business.id} locale={locale} />}
      {data.paymentsConfigured ? (
        <form method="post" action={actionUrl(page, 'payouts.connect')}>
          <input type="hidden" name="businessId" value={data.business.id} />
          <button className={connection.chargesEnabled ? 'button secondary' : 'button'} type="submit">
            {button({}, t)}
          </button>
        </form>
      ) : (
        <p className="muted">{organiser_payments_off({}, t)}</p>
      )}
    </div>
  );
}

export default function PaymentsTab({ data, page, locale = 'en' }: { data: OwnerDashboardView; page: string; locale?: Locale }) {
  const { summary, payments, listingExpiresAt } = data;
  const t = { locale };
  return (
    <>
      <h2>{organiser_payments({}, t)}</h2>
      <GetPaid data={data} page={page} locale={locale} />
      <div className="card owner-plan">
        <p className="muted">{organiser_current_plan({}, t)}</p>
        <p>
          <strong>{summary.isPremium ? organiser_plan_premium({}, t) : organiser_plan_basic({}, t)}</strong>
        </p>
        {listingExpiresAt && <p className="muted">{organiser_paid_through({ date: dateTimeIn(locale, new Date(listingExpiresAt)) }, t)}</p>}
        <p>
          <a href={localizePath(locale, '/business-listing-pricing#pricing')}>
            {summary.isPremium ? organiser_extend_plan({}, t) : organiser_see_plans({}, t)}
          </a>
        </p>
      </div>
      <h3>{organiser_payment_methods({}, t)}</h3>
      {data.paymentsConfigured ? (
        <form method="post" action={actionUrl(page, 'payments.openBilling')}>
          <p className="muted">{organiser_cards_note({}, t)}</p>
          <button className="button secondary" type="submit">
            {organiser_add_payment_method({}, t)}
          </button>
        </form>
      ) : (
        <p className="muted">{organiser_payments_off({}, t)}</p>
      )}
      <h3>{organiser_payment_history({}, t)}</h3>
      {payments.length === 0 ? (
        <p className="muted">{organiser_no_payments({}, t)}</p>
      ) : (
        <div className="owner-table-wrap">
          <table className="owner-table">
            <thead>
              <tr>
                <th scope="col">{organiser_col_plan({}, t)}</th>
                <th scope="col">{organiser_col_amount({}, t)}</th>
                <th scope="col">{organiser_col_status({}, t)}</th>
                <th scope="col">{organiser_col_date({}, t)}</th>
                <th scope="col">{organiser_col_expires({}, t)}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  {/* The plan's name as stored with the payment. */}
                  <td lang={writtenIn('en', locale)}>{payment.planName}</td>
                  <td>{amountIn(locale, payment.amountCents)}</td>
                  <td>{STATUS_LABELS[payment.status]?.({}, t) ?? payment.status}</td>
                  <td>{dateTimeIn(locale, new Date(payment.paidAt ?? payment.createdAt))}</td>
                  <td>{payment.expiresAt ? dateTimeIn(locale, new Date(payment.expiresAt)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
