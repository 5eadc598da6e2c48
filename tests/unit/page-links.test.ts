import { describe, expect, it } from 'vitest';
import { compactPageLinks } from '#lib/domain/page-links.ts';

describe('compact page links', () => {
  it('show the first, the last and the neighbours of the current page, with gaps', () => {
    expect(compactPageLinks(5, 417)).toEqual([1, 'gap', 4, 5, 6, 'gap', 417]);
    expect(compactPageLinks(1, 417)).toEqual([1, 2, 'gap', 417]);
    expect(compactPageLinks(417, 417)).toEqual([1, 'gap', 416, 417]);
  });

  it('never hide a single page behind a gap, and list short runs whole', () => {
    expect(compactPageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(compactPageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(compactPageLinks(1, 1)).toEqual([1]);
    expect(compactPageLinks(1, 0)).toEqual([]);
  });

  it('stay a handful at any size', () => {
    for (const total of [10, 100, 10_000])
      for (const current of [1, 2, total / 2, total - 1, total]) expect(compactPageLinks(current, total).length).toBeLessThanOrEqual(7);
  });
});
