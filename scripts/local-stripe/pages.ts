/** The local test checkout's hosted pages: Checkout and the Customer Portal, labelled as tests. */
type Obj = Record<string, any>; // Stripe objects as loose JSON: the stand-in keeps only the fields the guide reads.

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const date = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)} · Test payment, no money moves</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f1ec;color:#1d1b19}
.banner{background:#ffe7a3;color:#4a3600;text-align:center;padding:.6rem 1rem;font-weight:700;border-bottom:2px solid #e0b94a}
main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #ddd3c4;border-radius:12px;padding:1.25rem;margin-bottom:1rem}
h1{font-size:1.35rem;margin:.2rem 0 1rem}
.total{font-size:2rem;font-weight:700;margin:.2rem 0}
.muted{color:#5b544c;font-size:.92rem}
button{font:inherit;font-weight:700;border:0;border-radius:8px;padding:.8rem 1rem;width:100%;cursor:pointer;margin-top:.6rem;min-height:44px}
.pay{background:#8c2f1b;color:#fff}
.secondary{background:#fff;border:1px solid #8c2f1b;color:#8c2f1b}
.link{background:none;color:#8c2f1b;text-decoration:underline}
.error{background:#fde2e0;border:1px solid #c0392b;border-radius:8px;padding:.6rem .8rem;color:#7a1f16}
ul{padding-left:1.1rem}
</style></head><body><div class="banner" role="note">Test payment, no money moves: this is the local test checkout, not Stripe.</div><main>${body}</main></body></html>`;
}

export function checkoutPage(session: Obj | null, state: { declined?: boolean; message?: string }): string {
  if (!session) return layout('Checkout', `<div class="card"><h1>Checkout not found</h1><p>${escape(state.message)}</p></div>`);
  const item = session._line_items[0];
  const interval = item.price_data.recurring?.interval;
  const heading =
    session.status === 'open' ? 'Harlem Guide' : session.status === 'complete' ? 'Payment complete' : 'This checkout has expired';
  const actions =
    session.status === 'open'
      ? `<form method="post">
  ${state.declined ? '<p class="error" role="alert">Your card was declined. Nothing was charged; try again or cancel.</p>' : ''}
  <p class="muted">No card is needed: choosing Pay completes this test checkout and sends Harlem Guide the same signed notice Stripe would.</p>
  <button class="pay" name="choice" value="pay">${interval ? 'Subscribe' : 'Pay'} ${money(session.amount_total)}</button>
  <button class="secondary" name="choice" value="decline">Try a declined card</button>
  ${session.cancel_url ? '<button class="link" name="choice" value="cancel">Cancel and return to Harlem Guide</button>' : ''}
</form>`
      : `<p>${session.status === 'complete' ? 'This checkout is already paid.' : 'Start again from Harlem Guide.'}</p>${session.status === 'complete' ? `<p><a href="${escape(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id))}">Return to Harlem Guide</a></p>` : ''}`;
  return layout(
    'Checkout',
    `<div class="card"><p class="muted">Pay Harlem Guide</p><h1>${escape(heading)}</h1>
${(session._line_items as Obj[]).map(lineItemHtml).join('')}
<p class="total">${money(session.amount_total)}${interval ? `<span class="muted"> per ${escape(interval)}</span>` : ''}</p>
${session.customer_email ? `<p class="muted">Receipt to ${escape(session.customer_email)}</p>` : ''}
${actions}</div>`,
  );
}

/** One line of the order: its name (and how many, when more than one), and its description. */
function lineItemHtml(line: Obj): string {
  const product = line.price_data.product_data;
  const quantity = Number(line.quantity ?? 1);
  const count = quantity > 1 ? ` × ${quantity} <span class="muted">(${money(Number(line.price_data.unit_amount))} each)</span>` : '';
  return `<p><strong>${escape(product.name)}</strong>${count}${product.description ? `<br><span class="muted">${escape(product.description)}</span>` : ''}</p>`;
}

export function portalPage(portal: Obj | null, subscriptions: Obj[]): string {
  if (!portal)
    return layout('Billing', '<div class="card"><h1>Billing link not valid</h1><p>Open billing again from Harlem Guide.</p></div>');
  const rows = subscriptions.length
    ? subscriptions
        .map((subscription) => {
          const item = subscription.items.data[0];
          const state =
            subscription.status === 'canceled'
              ? `Ended ${date(subscription.ended_at ?? subscription.canceled_at)}`
              : subscription.cancel_at_period_end
                ? `Cancels on ${date(item.current_period_end)}`
                : `${subscription.status === 'past_due' ? 'Payment failed, retrying' : 'Renews'} on ${date(item.current_period_end)}`;
          const button =
            subscription.status === 'canceled'
              ? ''
              : `<form method="post"><input type="hidden" name="subscription" value="${escape(subscription.id)}">${
                  subscription.cancel_at_period_end
                    ? '<button class="secondary" name="choice" value="resume">Keep my subscription</button>'
                    : '<button class="secondary" name="choice" value="cancel">Cancel subscription</button>'
                }</form>`;
          return `<div class="card"><p><strong>${money(item.price.unit_amount)} per ${escape(item.price.recurring.interval)}</strong><br><span class="muted">${escape(state)}</span></p>${button}</div>`;
        })
        .join('')
    : '<div class="card"><p>No subscriptions.</p></div>';
  return layout(
    'Billing',
    `<h1>Harlem Guide billing</h1>${rows}
<div class="card"><h2 style="font-size:1.05rem;margin-top:0">Payment method</h2><p class="muted">${portal.paymentMethodAdded ? 'Test card ending 4242 saved.' : 'No card on file.'}</p>
<form method="post"><button class="secondary" name="choice" value="payment-method">Add Payment Method</button></form></div>
${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Return to Harlem Guide</a></p>` : ''}`,
  );
}

/** Connect onboarding (Express, through an Account Link), labelled as a test: no identity is checked, no bank account is real. */
export function onboardingPage(link: Obj | null, account: Obj | null): string {
  if (!link || !account)
    return layout(
      'Onboarding',
      '<div class="card"><h1>Onboarding link not valid</h1><p>Start again from the Payments tab of your Harlem Guide dashboard.</p></div>',
    );
  const done = account.charges_enabled && account.payouts_enabled;
  return layout(
    'Onboarding',
    `<div class="card"><p class="muted">Get paid by Harlem Guide</p><h1>Set up payouts${account.email ? ` for ${escape(account.email)}` : ''}</h1>
<p class="muted">Account ${escape(account.id)}. Stripe would ask here for the business's details, an identity check and a bank account. This test onboarding asks for nothing: choose how it ends.</p>
${
  done
    ? '<p>This account can take payments and receive payouts.</p>'
    : `<form method="post">
  <button class="pay" name="choice" value="verified">Submit details: verified at once</button>
  <button class="secondary" name="choice" value="pending">Submit details: verification pending</button>
  <button class="link" name="choice" value="later">Finish later and return to Harlem Guide</button>
</form>`
}
${done ? `<p><a href="${escape(link.return_url)}">Return to Harlem Guide</a></p>` : ''}</div>`,
  );
}
