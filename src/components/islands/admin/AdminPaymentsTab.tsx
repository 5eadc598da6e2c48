/** Donations and payments, newest first, with full refunds through Stripe (the webhook marks them refunded). */
import { actions } from 'astro:actions';
import { formatPrice } from '../../../lib/domain/money.ts';
import type { PaymentsData } from '../../../lib/views/admin-dashboard.ts';
import ActionButton from './ActionButton.tsx';
import Pager, { follow, hrefWith } from './Pager.tsx';
import type { AdminControls } from './use-admin-dashboard.ts';

const KINDS = [
  { id: 'all', label: 'All' },
  { id: 'donation', label: 'Donations' },
  { id: 'listing', label: 'Listing plans' },
  { id: 'ticket', label: 'Tickets' },
  { id: 'upload', label: 'Uploads' },
  { id: 'booking', label: 'Bookings' },
] as const;

export default function AdminPaymentsTab({ data, controls }: { data: PaymentsData; controls: AdminControls }) {
  const { go, search, act, page } = controls;
  return (
    <section aria-labelledby="admin-payments-title">
      <h2 id="admin-payments-title">Donations and payments</h2>
      {!data.paymentsConfigured && <p className="notice">Online payments are not configured here: refunds cannot be made.</p>}
      <nav className="admin-subnav" aria-label="Kinds of payment">
        {KINDS.map((kind) => (
          <a key={kind.id} href={hrefWith(search, { kind: kind.id === 'all' ? null : kind.id, page: null })} aria-current={kind.id === data.filters.kind ? 'page' : undefined} onClick={(event) => follow(event, go)}>{kind.label}</a>
        ))}
      </nav>
      {data.list.rows.length === 0 ? <p className="muted">No payment history available</p> : (
        <div className="admin-table-scroll">
          <table className="admin-payments">
            <thead>
              <tr><th scope="col">When</th><th scope="col">What</th><th scope="col">Who</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col"><span className="visually-hidden">Refund</span></th></tr>
            </thead>
            <tbody>
              {data.list.rows.map((payment) => (
                <tr key={`${payment.kind}-${payment.id}`}>
                  <td>{new Date(payment.at).toLocaleDateString('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric' })}</td>
                  <td>{payment.description}</td>
                  <td>{payment.payer ?? '—'}</td>
                  <td>{formatPrice(payment.amountCents)}</td>
                  <td><span className={`badge status-${payment.status}`}>{payment.status}</span></td>
                  <td>
                    {payment.refundable && data.paymentsConfigured && (
                      <ActionButton action={actions.admin.refundPayment} page={page} act={act} fields={{ kind: payment.kind, id: String(payment.id), confirm: 'on' }} success="Refund requested from Stripe; it shows as refunded once Stripe confirms." confirm={`Refund ${formatPrice(payment.amountCents)} to ${payment.payer ?? 'the payer'}? This cannot be undone.`} variant="danger">
                        Refund
                      </ActionButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={data.list} search={search} go={go} label="Payments" />
    </section>
  );
}
