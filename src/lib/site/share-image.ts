/**
 * Which image a link preview names. SVG illustrations under /images have a PNG twin made at
 * build time (integrations/share-images.ts), since social sites ignore SVG; artwork drawn on
 * request (/art/…, a business or event added after the build) has none and names the guide's
 * fallback picture's; other images are named as they are.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const ILLUSTRATION = /^\/images\/(?!share\/)(.+)\.svg$/;
const DRAWN = /^\/art\/.+\.svg(\?|$)/;

/** "/images/categories/music-b.svg" → "/images/share/categories/music-b.png"; anything else unchanged. */
export function shareImagePath(path: string): string {
  if (DRAWN.test(path)) return '/images/share/fallback.png';
  const match = ILLUSTRATION.exec(path);
  return match ? `/images/share/${match[1]}.png` : path;
}

/** Whether a path is one of the PNG twins, whose size is known. */
export const isShareImage = (path: string) => path.startsWith('/images/share/') && path.endsWith('.png');
