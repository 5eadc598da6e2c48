/**
 * Which image a link preview names. SVG illustrations under /images have a PNG twin made at
 * build time (integrations/share-images.ts), since social sites ignore SVG; other images are
 * named as they are.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const ILLUSTRATION = /^\/images\/(?!share\/)(.+)\.svg$/;

/** "/images/categories/music-b.svg" → "/images/share/categories/music-b.png"; anything else unchanged. */
export function shareImagePath(path: string): string {
  const match = ILLUSTRATION.exec(path);
  return match ? `/images/share/${match[1]}.png` : path;
}

/** Whether a path is one of the PNG twins, whose size is known. */
export const isShareImage = (path: string) => path.startsWith('/images/share/') && path.endsWith('.png');
