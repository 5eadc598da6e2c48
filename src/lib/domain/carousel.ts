/** Carousel arithmetic, shared by the server and the browser (no dependencies). */

/** The slide index after moving `step` from `index`, wrapping both ways. */
export function wrapSlide(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
