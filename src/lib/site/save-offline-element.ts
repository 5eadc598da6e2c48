/**
 * <save-offline>: the "Save for offline" button of an itinerary, a business, an event and a
 * ticket (issue 15). It needs the service worker, so it shows only once one controls the page
 * (there is nothing to press without JavaScript). Pressed, it saves the page it stands on (or
 * data-url), its images and the pages in data-related (a JSON list of addresses), and says what
 * it kept; pressed again, it removes the save from this device.
 *
 * Attributes: data-kind (trip, business, event, ticket), data-title (else the document's),
 * data-url, data-related, data-personal (a ticket: forgotten at sign-out).
 */
import { canSaveOffline, isSavedOffline, removeSavedOffline, saveForOffline, type SavedKind } from './offline-saves.ts';
import { plural } from '../i18n/plural.ts';

/** The button's words in the page's language (read from <html lang>; no message library in the browser). */
const WORDS = {
  en: {
    save: 'Save for offline',
    remove: 'Remove from this device',
    saving: 'Saving…',
    savedNote: '✓ Saved for offline: it opens without a connection.',
    removed: 'Removed from this device.',
    failed: "This page couldn't be saved.",
    kept: (images: number, pages: number) =>
      `✓ Saved on this device with ${plural(images, 'image')}${pages > 0 ? `, ${plural(pages, 'linked page')}` : ''}: it opens without a connection.`,
  },
  es: {
    save: 'Guardar para usar sin conexión',
    remove: 'Quitar de este dispositivo',
    saving: 'Guardando…',
    savedNote: '✓ Guardada para usar sin conexión: se abre sin internet.',
    removed: 'Se quitó de este dispositivo.',
    failed: 'No se pudo guardar esta página. Revisa tu conexión e inténtalo de nuevo.',
    kept: (images: number, pages: number) =>
      `✓ Guardada en este dispositivo con ${images} ${images === 1 ? 'imagen' : 'imágenes'}${pages > 0 ? ` y ${pages} ${pages === 1 ? 'página enlazada' : 'páginas enlazadas'}` : ''}: se abre sin internet.`,
  },
  fr: {
    save: 'Enregistrer hors ligne',
    remove: 'Retirer de cet appareil',
    saving: 'Enregistrement…',
    savedNote: '✓ Enregistrée hors ligne : elle s’ouvre sans connexion.',
    removed: 'Retirée de cet appareil.',
    failed: 'Cette page n’a pas pu être enregistrée. Vérifiez votre connexion et réessayez.',
    kept: (images: number, pages: number) =>
      `✓ Enregistrée sur cet appareil avec ${images} ${images < 2 ? 'image' : 'images'}${pages > 0 ? ` et ${pages} ${pages < 2 ? 'page liée' : 'pages liées'}` : ''} : elle s’ouvre sans connexion.`,
  },
};
const words = () => WORDS[document.documentElement.lang as keyof typeof WORDS] ?? WORDS.en;

class SaveOffline extends HTMLElement {
  #button: HTMLButtonElement | null = null;
  #status: HTMLElement | null = null;

  connectedCallback(): void {
    if (this.#button) return;
    if (typeof caches === 'undefined') return;
    this.#button =
      this.querySelector('button') ??
      this.appendChild(Object.assign(document.createElement('button'), { type: 'button', className: 'button secondary', hidden: true }));
    this.#button.classList.add('save-offline-button');
    this.#status =
      this.querySelector('.save-offline-status') ??
      this.appendChild(Object.assign(document.createElement('span'), { className: 'save-offline-status' }));
    this.#status.setAttribute('role', 'status');
    this.#button.addEventListener('click', () => void this.#toggle());
    if (canSaveOffline()) void this.#show();
    // On a first visit the worker takes the page over a few seconds after it loads.
    else navigator.serviceWorker?.addEventListener('controllerchange', () => void this.#show(), { once: true });
  }

  get #url(): string {
    return this.dataset.url ?? location.pathname + location.search;
  }

  async #show(): Promise<void> {
    const saved = await isSavedOffline(this.#url);
    this.#render(saved);
    if (saved) this.#say(words().savedNote);
    this.#button!.hidden = false;
  }

  #render(saved: boolean, busy = false): void {
    const button = this.#button!;
    const { saving, remove, save } = words();
    button.textContent = busy ? saving : saved ? remove : save;
    button.dataset.saved = String(saved);
    button.toggleAttribute('aria-disabled', busy);
  }

  async #toggle(): Promise<void> {
    const button = this.#button!;
    // Busy from the first press: a double press never saves twice.
    if (button.hasAttribute('aria-disabled')) return;
    button.setAttribute('aria-disabled', 'true');
    const url = this.#url;
    if (button.dataset.saved === 'true') {
      await removeSavedOffline(url);
      this.#render(false);
      this.#say(words().removed);
      return;
    }
    this.#render(false, true);
    try {
      const kept = await saveForOffline({
        url,
        title: this.dataset.title ?? document.title,
        kind: (this.dataset.kind ?? 'business') as SavedKind,
        personal: this.dataset.personal !== undefined,
        related: JSON.parse(this.dataset.related ?? '[]') as string[],
      });
      this.#render(true);
      this.#say(words().kept(kept.images, kept.pages));
    } catch (error) {
      this.#render(false);
      // offline-saves.ts explains in English; other languages say it in their own words.
      const said = words();
      this.#say(said === WORDS.en && error instanceof Error ? error.message : said.failed);
    }
  }

  #say(text: string): void {
    this.#status!.textContent = text;
  }
}

if (!customElements.get('save-offline')) customElements.define('save-offline', SaveOffline);
