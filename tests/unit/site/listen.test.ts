// @vitest-environment jsdom
/** Listen: what is read, in what pieces and languages, by which voice (src/lib/site/listen-text.ts, pick-voice.ts). */
import { describe, expect, it } from 'vitest';
import { utterancesOf } from '#lib/site/listen-text.ts';
import { pickVoice } from '#lib/site/pick-voice.ts';

/** What Listen says for some HTML, as "lang: text" lines. */
function said(html: string, options: Parameters<typeof utterancesOf>[1] = {}): string[] {
  document.documentElement.lang = 'es';
  document.body.innerHTML = `<div id="region">${html}</div>`;
  return utterancesOf(document.getElementById('region')!, options).map(({ lang, text }) => `${lang}: ${text}`);
}

describe('what Listen says', () => {
  it('pauses between headings, list items and sentences, and reads each once, never its controls', () => {
    expect(
      said(`
        <h2>Central Harlem</h2>
        <p>El corazón  de Harlem,
           del Apollo a Strivers' Row. Está en la Av. St. Nicholas. ¿Vamos?</p>
        <ul><li>Jazz <p>hasta tarde</p></li><li>Gospel</li></ul>
        <p class="actions" data-listen-skip><a href="/businesses">Todos los negocios</a></p>
        <listen-aloud><button>Escuchar</button></listen-aloud>
        <form><p>Suscríbete</p></form>
        <p hidden>Oculto</p><p aria-hidden="true">42</p>`),
    ).toEqual([
      'es: Central Harlem',
      "es: El corazón de Harlem, del Apollo a Strivers' Row.",
      'es: Está en la Av. St. Nicholas.',
      'es: ¿Vamos?',
      'es: Jazz',
      'es: hasta tarde',
      'es: Gospel',
    ]);
  });

  it('never reads symbols, pauses at one between phrases, and reads a picture by its name', () => {
    expect(
      said(`
        <p class="kicker">Recorridos · <span>Historia</span> → 2 km | 3 paradas ✨</p>
        <p><span role="img" aria-label="4 de 5 estrellas">★★★★<span>★</span></span> <strong>Muy bueno</strong></p>
        <p><span class="price-symbol">$$</span> Moderado — $15–30 por persona</p>
        <p lang="fr"><span class="price-symbol">$$$</span> Haut de gamme (30-60 $ par personne)</p>`),
    ).toEqual([
      'es: Recorridos, Historia, 2 km, 3 paradas',
      'es: 4 de 5 estrellas, Muy bueno',
      'es: Moderado, $15–30 por persona',
      'fr: Haut de gamme (30-60 $ par personne)',
    ]);
  });

  it('reads elements side by side with no space between them as separate phrases', () => {
    expect(
      said(
        `<p><span>Por <strong>Andre Coleman</strong></span><time>22 de enero de 2026</time><span>3 min de lectura</span></p>
         <dl><dt>Precio</dt><dd>$39.14<small>$38.00 + $1.14 de gastos</small></dd></dl>
         <p>Ubicación & cómo llegar (<span>2 km</span>)</p>`,
      ),
    ).toEqual([
      'es: Por Andre Coleman, 22 de enero de 2026, 3 min de lectura',
      'es: Precio',
      'es: $39.14, $38.00 + $1.14 de gastos',
      'es: Ubicación & cómo llegar (2 km)',
    ]);
  });

  it('reads English content on a Spanish page in English, and the intro in its own language', () => {
    expect(
      said('<h3>Historia</h3><p lang="en">Built in 1914. It seats 1,500.</p><p>Abre a las <span lang="en">Apollo Theater</span>.</p>', {
        intro: 'The Apollo Walk',
        introLang: 'en',
      }),
    ).toEqual([
      'en: The Apollo Walk',
      'es: Historia',
      'en: Built in 1914.',
      'en: It seats 1,500.',
      'es: Abre a las',
      'en: Apollo Theater.',
    ]);
  });

  it('cuts a sentence too long to be read in one go at its commas', () => {
    const long = `${'El Apollo, '.repeat(30)}y fin.`;
    const pieces = said(`<p>${long}</p>`).map((line) => line.slice(4));
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(220);
    expect(pieces.join(' ')).toBe(long);
  });
});

describe('the voice follows the language and the chosen gender', () => {
  const voices = [
    { name: 'Google US English', lang: 'en-US', localService: false },
    { name: 'Samantha', lang: 'en-US', localService: true },
    { name: 'Daniel', lang: 'en-GB', localService: true },
    { name: 'Paulina', lang: 'es-MX', localService: true },
    { name: 'Jorge', lang: 'es-ES', localService: true },
    { name: 'Amélie', lang: 'fr-CA', localService: true },
  ];

  it('picks a voice of the language and gender, the region when there is one', () => {
    expect(pickVoice(voices, 'en-US', 'female')?.name).toBe('Samantha');
    expect(pickVoice(voices, 'en-US', 'male')?.name).toBe('Daniel');
    expect(pickVoice(voices, 'es', 'female')?.name).toBe('Paulina');
    expect(pickVoice(voices, 'es', 'male')?.name).toBe('Jorge');
  });

  it('falls back to any voice of the language, and to none for a language the device lacks', () => {
    expect(pickVoice(voices, 'fr', 'male')?.name).toBe('Amélie');
    expect(pickVoice(voices, 'de', 'female')).toBeNull();
  });
});
