/**
 * The hearts call their action without Astro's browser client (lib/site/post-action.ts): the data
 * Astro sends (devalue, the library Astro writes it with) read back field by field.
 */
import { stringify } from 'devalue';
import { describe, expect, it } from 'vitest';
import { plainFieldsOf } from '#lib/site/post-action.ts';

describe('an action’s answer read without Astro’s client', () => {
  it('reads the plain fields of the favorites action’s data as Astro writes it', () => {
    const answer = {
      saved: true,
      favoriteCount: 3,
      business: { id: 7, name: 'Sylvia Test Kitchen' },
      redirect: '/businesses',
      flash: { title: 'Added to favorites', description: 'Sylvia Test Kitchen', variant: 'success' },
    };
    expect(plainFieldsOf(stringify(answer))).toEqual({ saved: true, favoriteCount: 3, redirect: '/businesses' });
  });

  it('reads repeated and falsy values, and leaves out missing and special ones', () => {
    expect(plainFieldsOf(stringify({ saved: false, favoriteCount: 0, same: 0, gone: undefined, odd: Number.NaN, label: '' }))).toEqual({
      saved: false,
      favoriteCount: 0,
      same: 0,
      label: '',
    });
  });

  it('reads nothing from what is not an object’s data', () => {
    expect(plainFieldsOf(stringify(4))).toEqual({});
    expect(plainFieldsOf(stringify(null))).toEqual({});
    expect(plainFieldsOf('[]')).toEqual({});
  });
});
