/**
 * The premium offer's dialog, built when it is due: the Harlem Premium benefits, the real price
 * (from the plans API) with cancel anytime, See Premium
 * plans, and two ways to close (× and Maybe later). Its stylesheet loads first, so it never
 * shows unstyled.
 */
import stylesheet from './upsell.css?url';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { getLocale } from '#lib/site/island-locale.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import {
  partners_cancel_anytime,
  partners_money_back,
  partners_upsell_benefit_events,
  partners_upsell_benefit_guides,
  partners_upsell_benefit_messages,
  partners_upsell_benefit_video,
  partners_upsell_close,
  partners_upsell_from_price,
  partners_upsell_later,
  partners_upsell_see_plans,
  partners_upsell_title,
} from '#paraglide/messages.js';

const BENEFITS = [
  partners_upsell_benefit_video,
  partners_upsell_benefit_events,
  partners_upsell_benefit_messages,
  partners_upsell_benefit_guides,
];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) {
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
async function priceLine(locale: Locale): Promise<string | null> {
  try {
    const response = await fetch('/api/subscription-plans', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const plans = (await response.json()) as { planType: string; planTier: string; duration: string; priceCents: number }[];
    const monthly = plans.find((plan) => plan.planType === 'user' && plan.planTier === 'premium' && plan.duration === 'monthly');
    return monthly ? partners_upsell_from_price({ price: formatPriceIn(locale, monthly.priceCents) }, { locale }) : null;
  } catch {
    return null;
  }
}

export async function showUpsell(): Promise<void> {
  const locale = getLocale();
  const t = { locale };
  const [price] = await Promise.all([priceLine(locale), loadStylesheet()]);
  const close = element('button', { type: 'submit' }, '×');
  close.setAttribute('aria-label', partners_upsell_close({}, t));
  const dialog = element(
    'dialog',
    { className: 'upsell' },
    closer(close, 'upsell-close'),
    element('p', { className: 'eyebrow', translate: false }, 'Harlem Premium'),
    element('h2', { id: 'upsell-title' }, partners_upsell_title({}, t)),
    element('ul', {}, ...BENEFITS.map((benefit) => element('li', {}, benefit({}, t)))),
    element(
      'p',
      { className: 'upsell-price' },
      [price, partners_cancel_anytime({}, t), partners_money_back({}, t)].filter(Boolean).join(' · '),
    ),
    element(
      'div',
      { className: 'upsell-actions' },
      element('a', { className: 'button gold', href: localizePath(locale, '/premium') }, partners_upsell_see_plans({}, t)),
      closer(element('button', { type: 'submit', className: 'button secondary' }, partners_upsell_later({}, t))),
    ),
  );
  dialog.setAttribute('aria-labelledby', 'upsell-title');
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
