/**
 * The premium offer's dialog, built when it is due: the Harlem Premium benefits, See Premium
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

export async function showUpsell(): Promise<void> {
  await loadStylesheet();
  const close = element('button', { type: 'submit' }, '×');
  close.setAttribute('aria-label', 'Close');
  const dialog = element(
    'dialog',
    { className: 'upsell' },
    closer(close, 'upsell-close'),
    element('p', { className: 'eyebrow' }, 'Harlem Premium'),
    element('h2', { id: 'upsell-title' }, 'Get more out of Harlem'),
    element('ul', {}, ...BENEFITS.map((benefit) => element('li', {}, benefit))),
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
