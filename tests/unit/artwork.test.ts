/**
 * The generated artwork (issue 35): a name is drawn safely and whole where it fits, landmarks get
 * drawings of their own rather than their category's pictogram, and the header's "#plain" view
 * hides the drawn name.
 */
import { describe, expect, it } from 'vitest';
import { drawArtwork, wrapName } from '#lib/domain/artwork/draw.ts';
import { EMBLEMS } from '#lib/domain/artwork/emblems.ts';
import { artworkUrl, isArtwork, withoutName } from '#lib/domain/artwork.ts';

describe('artwork', () => {
  it('wraps a name into lines of the width, shortening only past the last line', () => {
    expect(wrapName('Schomburg Center for Research in Black Culture', 24)).toEqual([
      'Schomburg Center for',
      'Research in Black',
      'Culture',
    ]);
    expect(wrapName('Members-Only Curator Walk: Medieval Treasures', 12, 4)).toEqual(['Members-Only', 'Curator', 'Walk:', 'Medieval…']);
  });

  it('escapes the name and draws two businesses of one category and board differently', () => {
    const svg = drawArtwork({ name: `Tom & Jerry's <Bar>`, emblem: 'glass', board: 11 });
    expect(svg).toContain('Tom &#38;');
    expect(svg).not.toContain('<Bar>');
    expect(svg.length).toBeLessThan(6_000);
    expect(drawArtwork({ name: 'Sylvia Cafe', emblem: 'cup', board: 10 })).not.toBe(
      drawArtwork({ name: 'Sylvias Cafe', emblem: 'cup', board: 10 }),
    );
  });

  it('draws a landmark, not its category pictogram, and hides the name in the header view', () => {
    const apollo = drawArtwork({ name: 'Apollo Theater', emblem: 'music', board: 10 });
    expect(apollo).not.toContain(EMBLEMS.music);
    expect(apollo).toContain('<style>:target .n{display:none}</style>');
    expect(apollo).toMatch(/<svg [^>]*id="plain"/);
    expect(apollo).toMatch(/<g class="n">.*Apollo Theater.*<\/g>/);
    const url = artworkUrl('businesses', "Strivers' Row");
    expect(url).toBe('/images/art/businesses/strivers-row.svg');
    expect([isArtwork(url), isArtwork('/files/photos/1/a.webp'), isArtwork(null)]).toEqual([true, false, false]);
    expect([withoutName(url), withoutName('/files/photos/1/a.webp')]).toEqual([`${url}#plain`, '/files/photos/1/a.webp']);
  });
});
