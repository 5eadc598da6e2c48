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
import { plural } from '../domain/plural.ts';

const LABEL = { save: 'Save for offline', remove: 'Remove from this device', saving: 'Saving…' };
const SAVED_NOTE = '✓ Saved for offline: it opens without a connection.';

class SaveOffline extends HTMLElement {
  #button: HTMLButtonElement | null = null;
  #status: HTMLElement | null = null;

  connectedCallback(): void {
    if (this.#button) return;
    if (typeof caches === 'undefined') return;
    this.#button = this.querySelector('button') ?? this.appendChild(Object.assign(document.createElement('button'), { type: 'button', className: 'button secondary', hidden: true }));
    this.#button.classList.add('save-offline-button');
    this.#status = this.querySelector('.save-offline-status') ?? this.appendChild(Object.assign(document.createElement('span'), { className: 'save-offline-status' }));
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
    if (saved) this.#say(SAVED_NOTE);
    this.#button!.hidden = false;
  }

  #render(saved: boolean, busy = false): void {
    const button = this.#button!;
    button.textContent = busy ? LABEL.saving : saved ? LABEL.remove : LABEL.save;
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
      this.#say('Removed from this device.');
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
      const places = kept.pages > 0 ? `, ${plural(kept.pages, 'linked page')}` : '';
      this.#say(`✓ Saved on this device with ${plural(kept.images, 'image')}${places}: it opens without a connection.`);
    } catch (error) {
      this.#render(false);
      this.#say(error instanceof Error ? error.message : "This page couldn't be saved.");
    }
  }

  #say(text: string): void {
    this.#status!.textContent = text;
  }
}

if (!customElements.get('save-offline')) customElements.define('save-offline', SaveOffline);
