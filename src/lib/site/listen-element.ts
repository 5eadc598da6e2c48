/**
 * <listen-aloud>: "Listen" on neighborhood guides, business pages, tours, each tour point and news
 * articles (issues 15 and 35). Reads the element named by data-for aloud, as listen-text.ts cuts it
 * into utterances, with the browser's own speech synthesis: no audio is downloaded, and it works
 * offline with the device's voices. Each utterance is read by a voice of its own language (English
 * content on a Spanish page in English), and the voices follow the visitor's settings (html data-audio="off" hides it, data-voice="male" prefers a male voice).
 * Hidden where the browser cannot speak. While reading: Pause/Resume and Stop.
 */
import { pickVoice } from './pick-voice.ts';
import { utterancesOfListen } from './listen-text.ts';

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
    paused: 'Paused.',
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
    paused: 'En pausa.',
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
    paused: 'En pause.',
    stopped: 'Lecture arrêtée.',
    finished: 'Lecture terminée.',
    failed: 'Votre appareil n’a pas pu lire cette page à voix haute.',
  },
};
const words = () => WORDS[document.documentElement.lang as keyof typeof WORDS] ?? WORDS.en;

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
      this.#status!.textContent = words().paused;
    } else if (this.#state === 'paused') {
      speechSynthesis.resume();
      this.#state = 'speaking';
      this.#status!.textContent = words().reading;
    } else {
      void this.#start();
    }
    this.#render();
  }

  async #start(): Promise<void> {
    const utterances = utterancesOfListen(this);
    if (utterances.length === 0) return;
    speechSynthesis.cancel();
    const run = ++this.#run;
    this.#state = 'speaking';
    this.#status!.textContent = words().reading;
    const voices = await deviceVoices();
    // Stopped while the voices were coming.
    if (run !== this.#run) return;
    const gender = document.documentElement.dataset.voice === 'male' ? 'male' : 'female';
    const chosen = new Map<string, SpeechSynthesisVoice | null>();
    utterances.forEach(({ text, lang }, index) => {
      // A voice for the text's own language; without one on the device, the engine's choice for that language.
      if (!chosen.has(lang)) chosen.set(lang, pickVoice(voices, lang, gender));
      const voice = chosen.get(lang);
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = voice?.lang ?? lang;
      if (voice) utterance.voice = voice;
      if (index === utterances.length - 1) utterance.onend = () => this.#end(words().finished, run);
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
