/**
 * <listen-aloud>: "Listen" on neighborhood guides and business pages (issue 15). Reads the text
 * of the element named by data-for aloud with the browser's own speech synthesis: no audio is
 * downloaded, and it works offline with the device's voices. Follows the page's language and the
 * visitor's settings (html data-audio="off" hides it, data-voice="male" prefers a male voice).
 * Hidden where the browser cannot speak. While reading: Pause/Resume and Stop.
 */
import { pickVoice } from './pick-voice.ts';

/** The controls' words in the page's language (read from <html lang>; no message library in the browser). */
const WORDS = {
  en: {
    listen: 'Listen',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    read: (subject: string) => `read ${subject} aloud`,
    thisPage: 'this page',
    reading: 'Reading aloud.',
    stopped: 'Stopped reading.',
    finished: 'Finished reading.',
    failed: "Your device couldn't read this page aloud.",
  },
  es: {
    listen: 'Escuchar',
    pause: 'Pausa',
    resume: 'Continuar',
    stop: 'Detener',
    read: (subject: string) => `leer ${subject} en voz alta`,
    thisPage: 'esta página',
    reading: 'Leyendo en voz alta.',
    stopped: 'Lectura detenida.',
    finished: 'Lectura terminada.',
    failed: 'Tu dispositivo no pudo leer esta página en voz alta.',
  },
  fr: {
    listen: 'Écouter',
    pause: 'Pause',
    resume: 'Reprendre',
    stop: 'Arrêter',
    read: (subject: string) => `lire ${subject} à voix haute`,
    thisPage: 'cette page',
    reading: 'Lecture à voix haute.',
    stopped: 'Lecture arrêtée.',
    finished: 'Lecture terminée.',
    failed: 'Votre appareil n’a pas pu lire cette page à voix haute.',
  },
};
const words = () => WORDS[document.documentElement.lang as keyof typeof WORDS] ?? WORDS.en;

/** Chrome stops long utterances after about 15 seconds: speak a paragraph or sentence at a time. */
const MAX_CHUNK = 220;

/** The readable text of a region, block by block, leaving out controls and what asks to be skipped. */
export function readableBlocks(root: Element): string[] {
  const blocks: string[] = [];
  for (const element of root.querySelectorAll('h1, h2, h3, p, li, dt, dd')) {
    if (element.closest('[data-listen-skip], listen-aloud, save-offline, button, form, nav')) continue;
    // A block inside another block is read with its parent.
    if (element.parentElement?.closest('p, li, dd') && root.contains(element.parentElement.closest('p, li, dd'))) continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
  }
  return blocks;
}

/** Blocks cut at sentence ends into pieces a speech engine reads in one go. */
export function speechChunks(blocks: string[]): string[] {
  const chunks: string[] = [];
  for (const block of blocks) {
    let current = '';
    for (const sentence of block.match(/[^.!?]+[.!?]*\s*/g) ?? [block]) {
      if (current && (current + sentence).length > MAX_CHUNK) {
        chunks.push(current.trim());
        current = '';
      }
      current += sentence;
    }
    if (current.trim()) chunks.push(current.trim());
  }
  return chunks;
}

/** The device's voices; Chrome lists them only after its first voiceschanged (at most a second's wait). */
function deviceVoices(): Promise<SpeechSynthesisVoice[]> {
  const voices = speechSynthesis.getVoices();
  if (voices.length > 0) return Promise.resolve(voices);
  return new Promise((resolve) => {
    const done = () => resolve(speechSynthesis.getVoices());
    speechSynthesis.addEventListener?.('voiceschanged', done, { once: true });
    setTimeout(done, 1000);
  });
}

class ListenAloud extends HTMLElement {
  #play: HTMLButtonElement | null = null;
  #stop: HTMLButtonElement | null = null;
  #status: HTMLElement | null = null;
  #state: 'idle' | 'speaking' | 'paused' = 'idle';
  /** Which reading the callbacks belong to: a late end of a stopped one never ends the next. */
  #run = 0;

  connectedCallback(): void {
    if (this.#play) return;
    if (!('speechSynthesis' in window) || document.documentElement.dataset.audio === 'off') return;
    this.#play =
      this.querySelector('button') ??
      this.appendChild(Object.assign(document.createElement('button'), { type: 'button', className: 'button secondary' }));
    this.#play.classList.add('listen-button');
    this.#stop = this.appendChild(
      Object.assign(document.createElement('button'), {
        type: 'button',
        className: 'button secondary listen-stop',
        textContent: words().stop,
        hidden: true,
      }),
    );
    this.#status = this.appendChild(Object.assign(document.createElement('span'), { className: 'visually-hidden' }));
    this.#status.setAttribute('role', 'status');
    this.#play.addEventListener('click', () => this.#toggle());
    this.#stop.addEventListener('click', () => {
      this.#end(words().stopped);
      this.#run += 1;
    });
    addEventListener('pagehide', () => speechSynthesis.cancel());
    this.#render();
    this.#play.hidden = false;
  }

  disconnectedCallback(): void {
    if (this.#state !== 'idle') speechSynthesis.cancel();
  }

  #render(): void {
    const said = words();
    const label = this.#state === 'speaking' ? said.pause : this.#state === 'paused' ? said.resume : said.listen;
    this.#play!.textContent = `${this.#state === 'speaking' ? '❚❚' : '▶'} ${label}`;
    this.#play!.setAttribute(
      'aria-label',
      `${label}${this.#state === 'idle' ? `: ${said.read(this.dataset.subject ?? said.thisPage)}` : ''}`,
    );
    this.#stop!.hidden = this.#state === 'idle';
  }

  #toggle(): void {
    if (this.#state === 'speaking') {
      speechSynthesis.pause();
      this.#state = 'paused';
    } else if (this.#state === 'paused') {
      speechSynthesis.resume();
      this.#state = 'speaking';
    } else {
      void this.#start();
    }
    this.#render();
  }

  async #start(): Promise<void> {
    const root = this.dataset.for ? document.getElementById(this.dataset.for) : null;
    const chunks = speechChunks([...(this.dataset.intro ? [this.dataset.intro] : []), ...(root ? readableBlocks(root) : [])]);
    if (chunks.length === 0) return;
    speechSynthesis.cancel();
    const run = ++this.#run;
    this.#state = 'speaking';
    this.#status!.textContent = words().reading;
    const lang = document.documentElement.lang || 'en';
    const voice = pickVoice(await deviceVoices(), lang, document.documentElement.dataset.voice === 'male' ? 'male' : 'female');
    // Stopped while the voices were coming.
    if (run !== this.#run) return;
    chunks.forEach((text, index) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = voice?.lang ?? lang;
      if (voice) utterance.voice = voice;
      if (index === chunks.length - 1) utterance.onend = () => this.#end(words().finished, run);
      utterance.onerror = (event) => {
        if (event.error !== 'interrupted' && event.error !== 'canceled') this.#end(words().failed, run);
      };
      speechSynthesis.speak(utterance);
    });
  }

  #end(message: string, run = this.#run): void {
    if (this.#state === 'idle' || run !== this.#run) return;
    this.#state = 'idle';
    speechSynthesis.cancel();
    this.#status!.textContent = message;
    this.#render();
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('listen-aloud')) customElements.define('listen-aloud', ListenAloud);
