/** Payments: the current plan, payment methods (Stripe's billing portal) and the listing payments made. */
import { formatPrice } from '../../../lib/domain/money.ts';
import { formatDateTime } from '../../../lib/domain/time.ts';
import { actionUrl } from '../../../lib/site/action-url.ts';
import type { OwnerDashboardView } from '../../../lib/views/owner-dashboard.ts';
import type { Locale } from '../../../lib/domain/locales.ts';

const STATUS_LABELS: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed', refunded: 'Refunded', expired: 'Not completed' };

export default function PaymentsTab({ data, page }: { data: OwnerDashboardView; page: string; locale?: Locale }) {
  const { summary, payments, listingExpiresAt } = data;
  return (
    <>
      <h2>Payments</h2>
      <div className="card owner-plan">
        <p className="muted">Current plan</p>
        <p><strong>{summary.isPremium ? 'Premium Business Listing (active)' : 'Basic Business Listing (free)'}</strong></p>
        {listingExpiresAt && <p className="muted">{`Paid through ${formatDateTime(new Date(listingExpiresAt))}`}</p>}
        <p><a href="/business-listing-pricing#pricing">{summary.isPremium ? 'Extend or change plan' : 'See listing plans'}</a></p>
      </div>
      <h3>Payment methods</h3>
      {data.paymentsConfigured ? (
        <form method="post" action={actionUrl(page, 'payments.openBilling')}>
          <p className="muted">Cards are kept by Stripe, never by the guide.</p>
          <button className="button secondary" type="submit">Add Payment Method</button>
        </form>
      ) : (
        <p className="muted">Payments are not configured on this site.</p>
      )}
      <h3>Payment history</h3>
      {payments.length === 0 ? (
        <p className="muted">No payment history available</p>
      ) : (
        <div className="owner-table-wrap">
          <table className="owner-table">
            <thead><tr><th scope="col">Plan</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Date</th><th scope="col">Expires</th></tr></thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{payment.planName}</td>
                  <td>{formatPrice(payment.amountCents)}</td>
                  <td>{STATUS_LABELS[payment.status] ?? payment.status}</td>
                  <td>{formatDateTime(new Date(payment.paidAt ?? payment.createdAt))}</td>
                  <td>{payment.expiresAt ? formatDateTime(new Date(payment.expiresAt)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
