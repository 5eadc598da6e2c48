/** Donations and payments, newest first, with full refunds through Stripe (the webhook marks them refunded). */
import { actions } from 'astro:actions';
import type { Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { paymentStateIn, paymentSubjectLabel, shortDayIn } from '#lib/i18n/localized/admin.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import type { PaymentItem, PaymentsData } from '#lib/views/admin-dashboard.ts';
import {
  admin_anonymous,
  admin_col_amount,
  admin_col_refund,
  admin_col_status,
  admin_col_what,
  admin_col_when,
  admin_col_who,
  admin_kind_all,
  admin_kind_bookings,
  admin_kind_donations,
  admin_kind_listings,
  admin_kind_tickets,
  admin_kind_uploads,
  admin_no_payment_history,
  admin_no_payments,
  admin_payment_donation,
  admin_payment_kinds,
  admin_payment_monthly_donation,
  admin_payments_title,
  admin_payments_unconfigured,
  admin_refund,
  admin_refund_confirm,
  admin_refund_requested,
  admin_tab_payments,
  admin_the_payer,
} from '#paraglide/messages.js';
import ActionButton from './ActionButton.tsx';
import Pager, { follow, hrefWith } from './Pager.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';

const KINDS = [
  { id: 'all', label: admin_kind_all },
  { id: 'donation', label: admin_kind_donations },
  { id: 'listing', label: admin_kind_listings },
  { id: 'ticket', label: admin_kind_tickets },
  { id: 'upload', label: admin_kind_uploads },
  { id: 'booking', label: admin_kind_bookings },
] as const;

/** What was paid for, in the page's words around the name or title (people's words, kept as written). */
function PaymentWhat({ payment, locale }: { payment: PaymentItem; locale: Locale }) {
  if (payment.kind === 'donation')
    return <>{payment.recurring ? admin_payment_monthly_donation({}, { locale }) : admin_payment_donation({}, { locale })}</>;
  // An event's or upload's title is people's words, written in English; a business's name is a name.
  const subject =
    payment.kind === 'ticket' || payment.kind === 'upload' ? (
      <span lang={writtenIn('en', locale)}>{payment.subject}</span>
    ) : (
      <span translate="no">{payment.subject}</span>
    );
  return (
    <>
      {paymentSubjectLabel(locale, payment.kind)} {subject}
    </>
  );
}

export default function AdminPaymentsTab({ data, controls }: { data: PaymentsData; controls: AdminControls }) {
  const { go, search, act, page, locale } = controls;
  const t = { locale };
  const payerOf = (payment: PaymentItem) => (payment.anonymous ? admin_anonymous({}, t) : payment.payer);
  return (
    <section aria-labelledby="admin-payments-title">
      <h2 id="admin-payments-title">{admin_payments_title({}, t)}</h2>
      {!data.paymentsConfigured && <p className="notice">{admin_payments_unconfigured({}, t)}</p>}
      <nav className="admin-subnav" aria-label={admin_payment_kinds({}, t)}>
        {KINDS.map((kind) => (
          <a
            key={kind.id}
            href={hrefWith(search, { kind: kind.id === 'all' ? null : kind.id, page: null })}
            aria-current={kind.id === data.filters.kind ? 'page' : undefined}
            onClick={(event) => follow(event, go)}
          >
            {kind.label({}, t)}
          </a>
        ))}
      </nav>
      {data.list.rows.length === 0 ? (
        <p className="muted">{admin_no_payment_history({}, t)}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-payments">
            <thead>
              <tr>
                <th scope="col">{admin_col_when({}, t)}</th>
                <th scope="col">{admin_col_what({}, t)}</th>
                <th scope="col">{admin_col_who({}, t)}</th>
                <th scope="col">{admin_col_amount({}, t)}</th>
                <th scope="col">{admin_col_status({}, t)}</th>
                <th scope="col">
                  <span className="visually-hidden">{admin_col_refund({}, t)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.rows.map((payment) => (
                <tr key={`${payment.kind}-${payment.id}`}>
                  <td>{shortDayIn(locale, payment.at)}</td>
                  <td>
                    <PaymentWhat payment={payment} locale={locale} />
                  </td>
                  <td translate={payment.payer && !payment.anonymous ? 'no' : undefined}>{payerOf(payment) ?? '—'}</td>
                  <td>{formatPriceIn(locale, payment.amountCents)}</td>
                  <td>
                    <span className={`badge status-${payment.status}`}>{paymentStateIn(locale, payment.status)}</span>
                  </td>
                  <td>
                    {payment.refundable && data.paymentsConfigured && (
                      <ActionButton
                        action={actions.admin.refundPayment}
                        page={page}
                        act={act}
                        fields={{ kind: payment.kind, id: String(payment.id), confirm: 'on' }}
                        success={admin_refund_requested({}, t)}
                        confirm={admin_refund_confirm(
                          { amount: formatPriceIn(locale, payment.amountCents), payer: payerOf(payment) ?? admin_the_payer({}, t) },
                          t,
                        )}
                        variant="danger"
                      >
                        {admin_refund({}, t)}
                      </ActionButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={data.list} search={search} go={go} label={admin_tab_payments({}, t)} locale={locale} empty={admin_no_payments({}, t)} />
    </section>
  );
}
