/**
 * The device's speech engine, recorded (Listen's browser tests): what is spoken, in which language
 * and voice, with pause, resume, cancel, and `speechSynthesis.finish()` to end what is queued.
 */
import type { Page } from '@playwright/test';

export type Spoken = { text: string; lang: string; voice: string | null };
type Voice = { name: string; lang: string };

/** Installs the recording engine with these voices before the page's scripts run; returns a reader of what it said. */
export async function recordSpeech(page: Page, voices: Voice[]): Promise<() => Promise<Spoken[]>> {
  await page.addInitScript((offered: Voice[]) => {
    const spoken: Spoken[] = [];
    const voices = offered.map((voice, index) => ({ ...voice, localService: true, default: index === 0, voiceURI: voice.name }));
    let queue: { onend?: () => void }[] = [];
    let paused = false;
    (window as unknown as { spoken: Spoken[] }).spoken = spoken;
    class Utterance {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (utterance: Utterance) => {
          spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
          queue.push({ onend: () => utterance.onend?.() });
        },
        pause: () => (paused = true),
        resume: () => (paused = false),
        cancel: () => (queue = []),
        get paused() {
          return paused;
        },
        finish: () => {
          for (const item of queue.splice(0)) item.onend?.();
        },
      },
    });
  }, voices);
  return () => page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);
}
