/**
 * The premium offer's dialog, built when it is due: the Harlem Premium benefits, the real price
 * (from the plans API) with cancel anytime, See Premium
 * plans, and two ways to close (× and Maybe later). Its stylesheet loads first, so it never
 * shows unstyled.
 */
import stylesheet from './upsell.css?url';

const BENEFITS = ['Video tours on premium business profiles', 'Members-only events and early access', 'Message business owners directly', 'Monthly neighborhood guides'];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function loadStylesheet(): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = element('link', { rel: 'stylesheet', href: stylesheet });
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error('The offer could not load its styles.')), { once: true });
    document.head.append(link);
  });
}

/** A button that closes the dialog it is in (a form with method="dialog"). */
function closer(button: HTMLButtonElement, className = '') {
  return element('form', { method: 'dialog', className }, button);
}

/** "From $9.99 a month", from the plans the server offers; null when they cannot be read (offline). */
async function priceLine(): Promise<string | null> {
  try {
    const response = await fetch('/api/subscription-plans', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const plans = (await response.json()) as { planType: string; planTier: string; duration: string; priceCents: number }[];
    const monthly = plans.find((plan) => plan.planType === 'user' && plan.planTier === 'premium' && plan.duration === 'monthly');
    return monthly ? `From $${(monthly.priceCents / 100).toFixed(2)} a month` : null;
  } catch {
    return null;
  }
}

export async function showUpsell(): Promise<void> {
  const [price] = await Promise.all([priceLine(), loadStylesheet()]);
  const close = element('button', { type: 'submit' }, '×');
  close.setAttribute('aria-label', 'Close');
  const dialog = element(
    'dialog',
    { className: 'upsell' },
    closer(close, 'upsell-close'),
    element('p', { className: 'eyebrow' }, 'Harlem Premium'),
    element('h2', { id: 'upsell-title' }, 'Get more out of Harlem'),
    element('ul', {}, ...BENEFITS.map((benefit) => element('li', {}, benefit))),
    element('p', { className: 'upsell-price' }, [price, 'Cancel anytime', '30-day money-back guarantee'].filter(Boolean).join(' · ')),
    element(
      'div',
      { className: 'upsell-actions' },
      element('a', { className: 'button gold', href: '/premium' }, 'See Premium plans'),
      closer(element('button', { type: 'submit', className: 'button secondary' }, 'Maybe later')),
    ),
  );
  dialog.setAttribute('aria-labelledby', 'upsell-title');
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
