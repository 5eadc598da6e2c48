/**
 * What Listen says (issue 35): a part of a page turned into the list of utterances a speech
 * engine reads one after another, each in the language it is written in. Pure DOM reading, no
 * speech, so a test can record it from a page's HTML in jsdom (listen-element.ts speaks it).
 *
 * - A block (heading, paragraph, list item, term) ends an utterance, and so does a sentence: the
 *   engine pauses between utterances.
 * - Text keeps the language of its nearest `lang`: English content marked `lang="en"` on a
 *   Spanish page is its own utterance, read with an English voice.
 * - Symbols (★, ·, →, |, emoji) are never read; one standing between phrases is a pause. A
 *   picture with a name (`role="img"`) is read by its name; controls, hidden parts and what is
 *   marked `data-listen-skip` are left out.
 * - Elements side by side with no space between them (a byline's name, date and reading time, a
 *   price and its breakdown) are read as separate phrases, never run together.
 */
export type Utterance = { text: string; lang: string };

/** Chrome stops an utterance after about 15 seconds: a longer sentence is cut at its commas. */
const MAX_LENGTH = 220;

const SKIPPED =
  'script, style, template, noscript, svg, img, picture, video, audio, iframe, canvas, button, input, select, textarea, form, nav, dialog, listen-aloud, save-offline, [hidden], [aria-hidden="true"], [data-listen-skip]';
const BLOCKS = new Set(
  'address article aside blockquote br caption dd details div dl dt fieldset figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table td th tr ul'.split(
    ' ',
  ),
);
/** A mark standing alone between phrases ("Marcus B. · May 16", "2 km | 3 stops"): read as a pause. */
const SEPARATOR = /(^|\s)[\u00b7\u2022\u2027\u2219|¦\u2190-\u21ff\u27f5-\u27ff\u2012-\u2015/-]+(?=\s|$)/gu;
/** Symbols, arrows, emoji and the marks that draw rather than say: replaced by a space. */
const SYMBOLS =
  /[\p{So}\p{Sm}\p{Sk}\p{Co}\p{Extended_Pictographic}\u00b7\u2022\u2023\u2027\u2219\u25aa-\u25ff\u2758-\u275a|¦§¶†‡\u200d\ufe0f]/gu;
/** A word that is only marks (a "$$" price sign, a dash between phrases); "&", "+" and a currency ("30-60 $") are said. */
const NO_WORD = /^[^\p{L}\p{N}]*$/u;
/** Short words a period does not end a sentence after ("St. Nicholas Ave.", "Sra. Pérez"). */
const ABBREVIATION = /(?:^|[\s(])(?:st|ave|blvd|dr|mr|mrs|ms|jr|sr|sra|srta|dra|mt|vs|etc|approx|av|m|mme|mlle|p\.m|a\.m|[a-z])\.$/i;

type Run = { text: string; lang: string };

/** The utterances that read `root`: `intro` first (in `introLang`), then its text, in order. */
export function utterancesOf(
  root: Element,
  { intro, introLang, lang: fallback }: { intro?: string; introLang?: string; lang?: string } = {},
): Utterance[] {
  const pageLang = fallback || root.ownerDocument.documentElement.getAttribute('lang') || 'en';
  const utterances: Utterance[] = [];
  let runs: Run[] = [];

  const add = (text: string, lang: string) => {
    const last = runs.at(-1);
    // Marks after a word in another language (its full stop, a comma) stay with that word.
    if (last && (last.lang === lang || !/[\p{L}\p{N}]/u.test(text))) last.text += text;
    else runs.push({ text, lang });
  };
  const pause = () => {
    const last = runs.at(-1);
    // After a word, not after a mark that already pauses or opens ("(", "¿").
    if (last && /[\p{L}\p{N})\]"”’%]\s*$/u.test(last.text)) last.text = `${last.text.trimEnd()}, `;
  };
  const flush = () => {
    for (const run of runs) for (const text of sentences(clean(run.text))) utterances.push({ text, lang: run.lang });
    runs = [];
  };
  const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') || pageLang;

  const walk = (element: Element, lang: string) => {
    // What came just before: an element, or text ending in a word (no space after it), or a space.
    let previous: 'element' | 'word' | 'space' = 'space';
    for (const node of element.childNodes) {
      if (node.nodeType === 3) {
        const text = node.textContent ?? '';
        if (text) add(text, lang);
        if (text) previous = /\s$/.test(text) ? 'space' : 'word';
        continue;
      }
      if (node.nodeType !== 1) continue;
      const child = node as Element;
      if (child.matches(SKIPPED)) continue;
      const childLang = child.getAttribute('lang') || lang;
      const block = BLOCKS.has(child.localName);
      if (block) flush();
      // An element right after another, or after text with no space between them, is another phrase.
      else if (previous !== 'space') pause();
      const name = child.getAttribute('role') === 'img' ? child.getAttribute('aria-label') : null;
      if (name) {
        pause();
        add(name, childLang);
        pause();
      } else walk(child, childLang);
      if (block) flush();
      previous = 'element';
    }
  };

  if (intro) {
    add(intro, introLang || pageLang);
    flush();
  }
  walk(root, langOf(root));
  flush();
  return utterances;
}

/** What a Listen button (<listen-aloud data-for data-intro data-intro-lang>) says, in its document. */
export function utterancesOfListen(listen: HTMLElement): Utterance[] {
  const { for: target, intro, introLang } = listen.dataset;
  const root = (target && listen.ownerDocument.getElementById(target)) || listen.ownerDocument.createElement('div');
  return utterancesOf(root, { intro, introLang });
}

/** Text as it is said: symbols and lone marks out, one space between words, none before a comma. */
function clean(text: string): string {
  return (
    text
      .replace(SEPARATOR, '$1, ')
      // "+" is said ("plus", "más"): a price and its fee.
      .replace(SYMBOLS, (mark) => (mark === '+' ? mark : ' '))
      .split(/\s+/)
      .filter((word) => !NO_WORD.test(word) || /^([.!?…,;:]+|&|\+|\p{Sc})$/u.test(word))
      .join(' ')
      .replace(/\s+([.!?…,;:)\]»”])/g, '$1')
      .replace(/([(\[«“¿¡])\s+/g, '$1')
      .replace(/([,;:])(?=[,;:.!?])/g, '')
      .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
      .trim()
  );
}

/** A text cut into sentences, each short enough to be read in one go. */
function sentences(text: string): string[] {
  if (!text) return [];
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    current = current ? `${current} ${word}` : word;
    if (/[.!?…]["”»)]*$/.test(word) && !ABBREVIATION.test(current)) {
      pieces.push(current);
      current = '';
    }
  }
  if (current) pieces.push(current);
  return pieces.flatMap(shortened);
}

function shortened(sentence: string): string[] {
  if (sentence.length <= MAX_LENGTH) return [sentence];
  const parts: string[] = [];
  let current = '';
  for (const phrase of sentence.split(/(?<=[,;:])\s/)) {
    if (current && current.length + phrase.length + 1 > MAX_LENGTH) {
      parts.push(current);
      current = phrase;
    } else current = current ? `${current} ${phrase}` : phrase;
  }
  if (current) parts.push(current);
  return parts;
}
