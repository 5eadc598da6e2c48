/**
 * Link previews: Facebook, X, LinkedIn and most chat apps do not render SVG as an Open Graph
 * image, and our illustrations are SVG. After a build this rasterises every SVG under
 * public/images into a 1200x630 PNG (the size those sites show, cropped from the centre) at
 * /images/share/<same path>.png in the client output, which BaseLayout names in og:image
 * (src/lib/site/share-image.ts maps the addresses). Pages keep showing the light SVGs.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { AstroIntegration } from 'astro';
import { SHARE_IMAGE_SIZE, shareImagePath } from '../src/lib/site/share-image.ts';

async function svgFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.svg')).map((entry) => join(entry.parentPath, entry.name));
}

export function shareImages(): AstroIntegration {
  let publicDir = '';
  return {
    name: 'share-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const files = await svgFiles(join(publicDir, 'images'));
        await Promise.all(
          files.map(async (file) => {
            const target = join(clientDir, shareImagePath(`/${relative(publicDir, file).split('\\').join('/')}`));
            await mkdir(dirname(target), { recursive: true });
            const png = await sharp(file, { density: 300 })
              .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'centre' })
              .png({ compressionLevel: 9, palette: true })
              .toBuffer();
            await writeFile(target, png);
          }),
        );
        logger.info(`${files.length} share images written to /images/share`);
      },
    },
  };
}
