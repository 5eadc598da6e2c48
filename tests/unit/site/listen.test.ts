// @vitest-environment jsdom
/** Listen: what is read, in what pieces, by which voice (src/lib/site/listen-element.ts, pick-voice.ts). */
import { describe, expect, it } from 'vitest';
import { readableBlocks, speechChunks } from '#lib/site/listen-element.ts';
import { pickVoice } from '#lib/site/pick-voice.ts';

describe('Listen reads the text of a region', () => {
  it('reads headings, paragraphs and list items once each, never its controls', () => {
    document.body.innerHTML = `
      <div id="guide">
        <h1>Central Harlem</h1>
        <p>Harlem's  heart,
           from the Apollo to Strivers' Row.</p>
        <ul><li>Jazz <p>late into the night</p></li></ul>
        <p class="actions" data-listen-skip><a href="/businesses">All Businesses</a></p>
        <listen-aloud><button>Listen</button></listen-aloud>
        <form><p>Sign up</p></form>
      </div>`;
    expect(readableBlocks(document.getElementById('guide')!)).toEqual([
      'Central Harlem',
      "Harlem's heart, from the Apollo to Strivers' Row.",
      'Jazz late into the night',
    ]);
  });

  it('cuts long text at sentence ends into pieces a speech engine reads whole', () => {
    const sentence = 'The Apollo Theater has hosted Amateur Night since 1934, and it still runs every Wednesday. ';
    const chunks = speechChunks([sentence.repeat(6).trim(), 'Short.']);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(220);
    expect(chunks.join(' ')).toBe(`${sentence.repeat(6).trim()} Short.`);
    expect(chunks.at(-1)).toBe('Short.');
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
